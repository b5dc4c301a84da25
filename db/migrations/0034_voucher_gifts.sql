CREATE TABLE "voucher_gifts" (
	"voucher_id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"message" text NOT NULL,
	"deliver_on" date NOT NULL,
	"language" text NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "gift" jsonb;--> statement-breakpoint
ALTER TABLE "voucher_gifts" ADD CONSTRAINT "voucher_gifts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gifts" ADD CONSTRAINT "voucher_gifts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gifts" ADD CONSTRAINT "voucher_gifts_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_gifts_order_idx" ON "voucher_gifts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "voucher_gifts_claimed_by_idx" ON "voucher_gifts" USING btree ("claimed_by");