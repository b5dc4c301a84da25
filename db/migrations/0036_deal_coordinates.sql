ALTER TABLE "deals" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "longitude" double precision;--> statement-breakpoint
-- Deals and partners that exist already get their town's centre (domain/partners/city-centres.ts);
-- saving a business profile places a partner (and its deals in its town) by postal code.
UPDATE "deals" SET "latitude" = c.lat, "longitude" = c.lon
FROM (VALUES
  ('alta', 69.9689, 23.2716),
  ('arendal', 58.4615, 8.7725),
  ('bergen', 60.3929, 5.3242),
  ('bodø', 67.2804, 14.4049),
  ('drammen', 59.7439, 10.2045),
  ('fredrikstad', 59.2181, 10.9298),
  ('gjøvik', 60.7957, 10.6916),
  ('hamar', 60.7945, 11.068),
  ('harstad', 68.7983, 16.5417),
  ('haugesund', 59.4136, 5.268),
  ('kristiansand', 58.1467, 7.9956),
  ('lillehammer', 61.1153, 10.4662),
  ('molde', 62.7372, 7.1607),
  ('narvik', 68.4385, 17.4273),
  ('oslo', 59.9133, 10.7389),
  ('sandefjord', 59.1312, 10.2166),
  ('sandnes', 58.852, 5.7352),
  ('sarpsborg', 59.2839, 11.1096),
  ('skien', 59.2096, 9.6089),
  ('stavanger', 58.97, 5.7331),
  ('tromsø', 69.6492, 18.9553),
  ('trondheim', 63.4305, 10.3951),
  ('tønsberg', 59.2675, 10.4076),
  ('ålesund', 62.4722, 6.1495)
) AS c(city, lat, lon)
WHERE lower("deals"."city") = c.city;--> statement-breakpoint
UPDATE "partners" SET "latitude" = d.latitude, "longitude" = d.longitude
FROM "deals" d
WHERE d.partner_id = "partners"."id" AND lower(d.city) = lower("partners"."city") AND d.latitude IS NOT NULL;
