CREATE TYPE "public"."checkout_hold_status" AS ENUM('pending', 'confirmed', 'released');--> statement-breakpoint
ALTER TYPE "public"."charge_status" ADD VALUE 'captured';--> statement-breakpoint
CREATE TABLE "checkout_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_ore" bigint NOT NULL,
	"original_total_ore" bigint NOT NULL,
	"vat_ore" bigint NOT NULL,
	"method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text,
	"status" "checkout_hold_status" DEFAULT 'pending' NOT NULL,
	"outcome" text,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_webhook_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD CONSTRAINT "checkout_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_holds_key_idx" ON "checkout_holds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_holds_payment_idx" ON "checkout_holds" USING btree ("provider_payment_id");--> statement-breakpoint
CREATE INDEX "checkout_holds_pending_idx" ON "checkout_holds" USING btree ("expires_at") WHERE "checkout_holds"."status" = 'pending';