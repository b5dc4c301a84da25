ALTER TABLE "partner_profiles" ADD COLUMN "agreement_version" text;--> statement-breakpoint
ALTER TABLE "partner_profiles" ADD COLUMN "agreement_accepted_at" timestamp with time zone;