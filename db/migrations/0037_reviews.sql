CREATE TABLE "review_invites" (
	"voucher_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"deal_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"partner_reply" text,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reviews_rating_ok" CHECK ("reviews"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_invites" ADD CONSTRAINT "review_invites_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_voucher_idx" ON "reviews" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "reviews_deal_newest_idx" ON "reviews" USING btree ("deal_id","created_at" DESC NULLS LAST) WHERE hidden_at IS NULL;--> statement-breakpoint
CREATE INDEX "reviews_customer_idx" ON "reviews" USING btree ("customer_id");--> statement-breakpoint
-- Deal pages list reviews and are cached: a new, hidden or answered review empties the caches
-- (a new or hidden one also changes deals.rating, which notifies too). Helpful votes do not.
CREATE TRIGGER reviews_catalogue_changed AFTER INSERT OR DELETE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER reviews_catalogue_updated AFTER UPDATE ON reviews FOR EACH ROW
  WHEN ((OLD.partner_reply, OLD.hidden_at) IS DISTINCT FROM (NEW.partner_reply, NEW.hidden_at))
  EXECUTE FUNCTION notify_catalogue_changed();
