CREATE TYPE "public"."revision_status" AS ENUM('pending', 'approved', 'rejected', 'superseded');--> statement-breakpoint
CREATE TABLE "deal_revisions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"deal_id" integer NOT NULL,
	"number" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"status" "revision_status" DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "deal_revisions" ADD CONSTRAINT "deal_revisions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_revisions" ADD CONSTRAINT "deal_revisions_submitted_by_user_id_users_id_fk" FOREIGN KEY ("submitted_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_revisions" ADD CONSTRAINT "deal_revisions_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deal_revisions_number_idx" ON "deal_revisions" USING btree ("deal_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "deal_revisions_one_pending_idx" ON "deal_revisions" USING btree ("deal_id") WHERE "deal_revisions"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "deal_revisions_pending_idx" ON "deal_revisions" USING btree ("status","submitted_at");--> statement-breakpoint
-- Deals already waiting for an admin get their version 1: what the deal row says now.
INSERT INTO "deal_revisions" ("deal_id", "number", "snapshot", "status", "submitted_at")
SELECT d."id", 1, jsonb_build_object(
  'title', d."title", 'titleEn', d."title_en", 'description', d."description",
  'descriptionEn', d."description_en", 'finePrint', d."fine_print", 'categoryId', d."category_id",
  'city', d."city", 'address', d."address", 'imageSrc', d."image_src",
  'originalPriceOre', d."original_price_ore", 'discountedPriceOre', d."discounted_price_ore",
  'unitsCap', d."units_cap", 'perCustomerLimit', d."per_customer_limit",
  'startsAt', to_char(d."starts_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'endsAt', to_char(d."ends_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'packages', coalesce((
    SELECT jsonb_agg(jsonb_build_object('kind', p."kind", 'priceOre', p."price_ore",
             'validityDays', p."validity_days", 'minQuantity', p."min_quantity") ORDER BY p."kind")
      FROM "deal_packages" p WHERE p."deal_id" = d."id"), '[]'::jsonb)
), 'pending', d."created_at"
FROM "deals" d WHERE d."status" = 'pending';
