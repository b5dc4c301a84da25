CREATE TYPE "public"."deal_status" AS ENUM('draft', 'pending', 'published', 'rejected', 'ended');--> statement-breakpoint
CREATE TYPE "public"."package_kind" AS ENUM('basic', 'premium', 'group');--> statement-breakpoint
CREATE TYPE "public"."partner_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'business', 'admin');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL,
	"name_no" text NOT NULL,
	"name_en" text NOT NULL,
	"description_no" text NOT NULL,
	"description_en" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"color" text NOT NULL,
	"image_src" text NOT NULL,
	"image_alt_no" text NOT NULL,
	"image_alt_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_packages" (
	"deal_id" integer NOT NULL,
	"kind" "package_kind" NOT NULL,
	"price_ore" bigint NOT NULL,
	"validity_days" integer NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "deal_packages_deal_id_kind_pk" PRIMARY KEY("deal_id","kind")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"partner_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"description" text NOT NULL,
	"description_en" text,
	"fine_print" text NOT NULL,
	"fine_print_en" text,
	"city" text NOT NULL,
	"original_price_ore" bigint NOT NULL,
	"discounted_price_ore" bigint NOT NULL,
	"discount_percent" integer NOT NULL,
	"image_src" text NOT NULL,
	"image_alt_no" text NOT NULL,
	"image_alt_en" text NOT NULL,
	"rating" numeric(2, 1) DEFAULT 0 NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "deal_status" DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_prices_ok" CHECK ("deals"."discounted_price_ore" > 0 AND "deals"."discounted_price_ore" <= "deals"."original_price_ore"),
	CONSTRAINT "deals_discount_ok" CHECK ("deals"."discount_percent" BETWEEN 0 AND 100),
	CONSTRAINT "deals_rating_ok" CHECK ("deals"."rating" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_user_id" uuid,
	"name" text NOT NULL,
	"org_number" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"website" text,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"description_no" text NOT NULL,
	"description_en" text,
	"status" "partner_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "user_role" DEFAULT 'user' NOT NULL,
	"notify_deal_alerts" boolean DEFAULT false NOT NULL,
	"notify_voucher_reminders" boolean DEFAULT true NOT NULL,
	"notify_newsletter" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_packages" ADD CONSTRAINT "deal_packages_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deals_category_live_idx" ON "deals" USING btree ("category_id","status","ends_at");--> statement-breakpoint
CREATE INDEX "deals_partner_idx" ON "deals" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_org_number_idx" ON "partners" USING btree ("org_number");--> statement-breakpoint
CREATE INDEX "partners_owner_idx" ON "partners" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));