ALTER TYPE "public"."refund_status" ADD VALUE 'failed';--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "credit_note_number" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_credit_note_idx" ON "refunds" USING btree ("credit_note_number");