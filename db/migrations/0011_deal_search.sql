-- GIN indexes on words with a category and a city (db/schema.server.ts deal_search).
CREATE EXTENSION IF NOT EXISTS btree_gin;
--> statement-breakpoint
CREATE TABLE "deal_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"status" "deal_status" NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone NOT NULL,
	"discounted_price_ore" bigint NOT NULL,
	"discount_percent" integer NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"sold_count" integer NOT NULL,
	"category_id" text NOT NULL,
	"city" text NOT NULL,
	"title_vector" "tsvector" NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "deals_search_vector_idx";
--> statement-breakpoint
DROP INDEX "deals_title_vector_idx";
--> statement-breakpoint
DROP INDEX "deals_popular_idx";
--> statement-breakpoint
DROP INDEX "deals_rating_idx";
--> statement-breakpoint
DROP INDEX "deals_price_idx";
--> statement-breakpoint
DROP INDEX "deals_city_idx";
--> statement-breakpoint
DROP INDEX "deals_discount_idx";
--> statement-breakpoint
-- Searches and listings read deal_search (db/schema.server.ts); it starts as a copy of deals.
INSERT INTO "deal_search" ("id", "status", "starts_at", "ends_at", "discounted_price_ore", "discount_percent",
    "rating", "sold_count", "category_id", "city", "title_vector", "search_vector")
  SELECT "id", "status", "starts_at", "ends_at", "discounted_price_ore", "discount_percent",
    "rating", "sold_count", "category_id", "city", "title_vector", "search_vector" FROM "deals";
--> statement-breakpoint
INSERT INTO "search_words" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("search_vector")) FROM "deals" ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "deal_search" ADD CONSTRAINT "deal_search_id_deals_id_fk" FOREIGN KEY ("id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "deal_search_vector_idx" ON "deal_search" USING gin ("search_vector","category_id",lower("city"));
--> statement-breakpoint
CREATE INDEX "deal_search_title_vector_idx" ON "deal_search" USING gin ("title_vector","category_id",lower("city"));
--> statement-breakpoint
CREATE INDEX "deal_search_live_ends_idx" ON "deal_search" USING btree ("status","ends_at");
--> statement-breakpoint
CREATE INDEX "deal_search_popular_idx" ON "deal_search" USING btree ("sold_count" DESC NULLS FIRST,"id") WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX "deal_search_rating_idx" ON "deal_search" USING btree ("rating" DESC NULLS FIRST,"sold_count" DESC NULLS FIRST,"id") WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX "deal_search_price_idx" ON "deal_search" USING btree ("discounted_price_ore","id") WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX "deal_search_city_idx" ON "deal_search" USING btree (lower("city")) WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX "deal_search_discount_idx" ON "deal_search" USING btree ("discount_percent" DESC NULLS FIRST,"id") WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX "deal_search_category_live_idx" ON "deal_search" USING btree ("category_id","status","ends_at");
--> statement-breakpoint
CREATE INDEX "deal_search_category_rating_idx" ON "deal_search" USING btree ("category_id","rating") WHERE status = 'published';
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING spgist ("word");
--> statement-breakpoint
-- New deals, once per statement (a bulk insert copies them and adds each new word once).
CREATE FUNCTION copy_new_deals_for_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deal_search (id, status, starts_at, ends_at, discounted_price_ore, discount_percent,
      rating, sold_count, category_id, city, title_vector, search_vector)
    SELECT id, status, starts_at, ends_at, discounted_price_ore, discount_percent,
      rating, sold_count, category_id, city, title_vector, search_vector FROM new_deals;
  INSERT INTO search_words (word)
    SELECT DISTINCT unnest(tsvector_to_array(search_vector)) FROM new_deals ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deals_copied_for_search AFTER INSERT ON deals REFERENCING NEW TABLE AS new_deals
  FOR EACH STATEMENT EXECUTE FUNCTION copy_new_deals_for_search();
--> statement-breakpoint
-- A deal's change to what searches read (a sale changes sold_count); other changes leave it alone.
CREATE FUNCTION copy_deal_change_for_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE deal_search SET status = NEW.status, starts_at = NEW.starts_at, ends_at = NEW.ends_at,
      discounted_price_ore = NEW.discounted_price_ore, discount_percent = NEW.discount_percent,
      rating = NEW.rating, sold_count = NEW.sold_count, category_id = NEW.category_id, city = NEW.city,
      title_vector = NEW.title_vector, search_vector = NEW.search_vector
    WHERE id = NEW.id;
  IF OLD.search_vector IS DISTINCT FROM NEW.search_vector THEN
    INSERT INTO search_words (word) SELECT unnest(tsvector_to_array(NEW.search_vector)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER deals_change_copied_for_search AFTER UPDATE ON deals FOR EACH ROW
  WHEN ((OLD.status, OLD.starts_at, OLD.ends_at, OLD.discounted_price_ore, OLD.discount_percent, OLD.rating,
      OLD.sold_count, OLD.category_id, OLD.city, OLD.search_vector)
    IS DISTINCT FROM (NEW.status, NEW.starts_at, NEW.ends_at, NEW.discounted_price_ore, NEW.discount_percent,
      NEW.rating, NEW.sold_count, NEW.category_id, NEW.city, NEW.search_vector))
  EXECUTE FUNCTION copy_deal_change_for_search();
--> statement-breakpoint
-- The planner's statistics for lower(city), which deal_search_city_idx indexes: a partial index's
-- own statistics are not used, so it took every city for 0.5 % of the deals (Oslo has 46 %).
CREATE STATISTICS "deal_search_city_stats" ON (lower("city")) FROM "deal_search";
--> statement-breakpoint
ANALYZE "deal_search";
