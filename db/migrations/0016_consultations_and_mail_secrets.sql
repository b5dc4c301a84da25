ALTER TABLE "consultations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "confirm_token_hash" text;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "secrets" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_confirm_token_idx" ON "consultations" USING btree ("confirm_token_hash");