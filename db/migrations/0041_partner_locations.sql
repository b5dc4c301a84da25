CREATE TABLE "deal_locations" (
	"deal_id" integer NOT NULL,
	"location_id" uuid NOT NULL,
	CONSTRAINT "deal_locations_deal_id_location_id_pk" PRIMARY KEY("deal_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "partner_locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text,
	"city" text NOT NULL,
	"phone" text,
	"opening_hours" jsonb,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deal_locations" ADD CONSTRAINT "deal_locations_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_locations" ADD CONSTRAINT "deal_locations_location_id_partner_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."partner_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_locations" ADD CONSTRAINT "partner_locations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_locations_location_idx" ON "deal_locations" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "partner_locations_partner_idx" ON "partner_locations" USING btree ("partner_id");--> statement-breakpoint
-- Each partner's business profile address becomes its first location, named after its town, with
-- the street and postal code split where the address is written "Street 1, 0123 Town".
INSERT INTO "partner_locations" ("partner_id", "name", "address", "postal_code", "city", "opening_hours", "latitude", "longitude", "created_at")
SELECT p.id, p.city,
  coalesce(nullif(btrim((regexp_match(p.address, '^(.*?)[,\s]*(\d{4})(\s+\S.*)?$'))[1]), ''), p.address),
  (regexp_match(p.address, '^(.*?)[,\s]*(\d{4})(\s+\S.*)?$'))[2],
  p.city, p.opening_hours, p.latitude, p.longitude, p.created_at
FROM "partners" p;--> statement-breakpoint
-- Every deal is sold at its partner's (one) location.
INSERT INTO "deal_locations" ("deal_id", "location_id")
SELECT d.id, l.id FROM "deals" d JOIN "partner_locations" l ON l.partner_id = d.partner_id;--> statement-breakpoint
-- Where a deal can be used is on its page, in the city filter and in "Nærmest": cached pages go.
CREATE TRIGGER partner_locations_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON partner_locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();--> statement-breakpoint
CREATE TRIGGER deal_locations_catalogue_changed AFTER INSERT OR UPDATE OR DELETE ON deal_locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
