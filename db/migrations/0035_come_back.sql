CREATE TABLE "deal_alert_subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"cities" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"language" text DEFAULT 'no' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"digest_from" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recently_viewed_deals" (
	"user_id" uuid NOT NULL,
	"deal_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recently_viewed_deals_user_id_deal_id_pk" PRIMARY KEY("user_id","deal_id")
);
--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deal_alert_subscriptions" ADD CONSTRAINT "deal_alert_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed_deals" ADD CONSTRAINT "recently_viewed_deals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recently_viewed_deals" ADD CONSTRAINT "recently_viewed_deals_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recently_viewed_user_time_idx" ON "recently_viewed_deals" USING btree ("user_id","viewed_at");--> statement-breakpoint
-- Deals already public went live when they were made, as near as is known.
UPDATE "deals" SET "first_published_at" = "created_at" WHERE "status"::text IN ('published', 'paused', 'ended');--> statement-breakpoint
-- Stamped whichever code publishes a deal (admin approval, the seed, a test factory); kept after.
CREATE FUNCTION deals_first_published() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'published' AND NEW.first_published_at IS NULL THEN
    NEW.first_published_at := now();
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER deals_first_published BEFORE INSERT OR UPDATE OF status ON "deals"
  FOR EACH ROW EXECUTE FUNCTION deals_first_published();
