DROP INDEX "deals_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "deals_popular_idx" ON "deals" USING btree ("sold_count" DESC NULLS FIRST,"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "deals_rating_idx" ON "deals" USING btree ("rating" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "deals_price_idx" ON "deals" USING btree ("discounted_price_ore","id") WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "deals_city_idx" ON "deals" USING btree (lower("city")) WHERE status = 'published';--> statement-breakpoint
CREATE INDEX "deals_discount_idx" ON "deals" USING btree ("discount_percent" DESC NULLS FIRST,"id") WHERE status = 'published';--> statement-breakpoint
ALTER TABLE "deals" DROP COLUMN "search_text";--> statement-breakpoint
-- Copies of the app cache anonymous pages; this tells every copy, once the change commits, that
-- what visitors see of the catalogue changed. Sales (sold_count, units_sold) are left out: a
-- purchase would empty every copy's cache, and sales figures may lag by the cache's lifetime.
CREATE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER deals_catalogue_changed AFTER INSERT OR DELETE ON deals
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER deals_catalogue_updated AFTER UPDATE ON deals FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'sold_count' - 'units_sold') IS DISTINCT FROM (to_jsonb(NEW) - 'sold_count' - 'units_sold'))
  EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER deal_packages_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON deal_packages
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER partners_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON partners
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
