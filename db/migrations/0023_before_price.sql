ALTER TABLE "deals" ADD COLUMN "before_price_basis" text DEFAULT 'ordinary' NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "claimed_original_price_ore" bigint;