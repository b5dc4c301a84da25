ALTER TABLE "partners" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "booking_url" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "how_to_book_no" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "how_to_book_en" text;