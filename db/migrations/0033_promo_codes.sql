CREATE TYPE "public"."promo_kind" AS ENUM('percent', 'amount');--> statement-breakpoint
CREATE TYPE "public"."promo_use_status" AS ENUM('held', 'used', 'released');--> statement-breakpoint
CREATE TABLE "promo_code_uses" (
	"hold_id" uuid PRIMARY KEY NOT NULL,
	"promo_code_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_ore" bigint NOT NULL,
	"status" "promo_use_status" DEFAULT 'held' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" "promo_kind" NOT NULL,
	"value" integer NOT NULL,
	"min_total_ore" bigint DEFAULT 0 NOT NULL,
	"first_purchase_only" boolean DEFAULT false NOT NULL,
	"per_customer_limit" integer,
	"total_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_used_within_limit" CHECK ("promo_codes"."total_limit" IS NULL OR "promo_codes"."used_count" <= "promo_codes"."total_limit")
);
--> statement-breakpoint
CREATE TABLE "voucher_discounts" (
	"voucher_id" uuid PRIMARY KEY NOT NULL,
	"discount_ore" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_hold_id_checkout_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."checkout_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_uses" ADD CONSTRAINT "promo_code_uses_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_discounts" ADD CONSTRAINT "voucher_discounts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promo_code_uses_code_idx" ON "promo_code_uses" USING btree ("promo_code_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_idx" ON "promo_codes" USING btree ("code");