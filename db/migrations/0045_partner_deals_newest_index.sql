DROP INDEX "deals_partner_idx";--> statement-breakpoint
CREATE INDEX "deals_partner_newest_idx" ON "deals" USING btree ("partner_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);