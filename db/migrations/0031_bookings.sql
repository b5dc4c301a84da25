CREATE TYPE "public"."booking_status" AS ENUM('booked', 'cancelled', 'redeemed');--> statement-breakpoint
CREATE TABLE "booking_blackout_days" (
	"partner_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "booking_blackout_days_partner_id_day_pk" PRIMARY KEY("partner_id","day")
);
--> statement-breakpoint
CREATE TABLE "booking_settings" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"cutoff_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_settings_slot_minutes" CHECK ("booking_settings"."slot_minutes" BETWEEN 5 AND 720),
	CONSTRAINT "booking_settings_capacity" CHECK ("booking_settings"."capacity" BETWEEN 1 AND 100),
	CONSTRAINT "booking_settings_cutoff" CHECK ("booking_settings"."cutoff_hours" BETWEEN 0 AND 720)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"voucher_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" "booking_status" DEFAULT 'booked' NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_blackout_days" ADD CONSTRAINT "booking_blackout_days_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_settings" ADD CONSTRAINT "booking_settings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_per_voucher_idx" ON "bookings" USING btree ("voucher_id") WHERE "bookings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "bookings_partner_time_idx" ON "bookings" USING btree ("partner_id","starts_at");