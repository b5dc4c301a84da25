CREATE TABLE "deal_images" (
	"deal_id" integer NOT NULL,
	"position" integer NOT NULL,
	"src" text NOT NULL,
	"alt_no" text DEFAULT '' NOT NULL,
	"alt_en" text DEFAULT '' NOT NULL,
	CONSTRAINT "deal_images_deal_id_position_pk" PRIMARY KEY("deal_id","position"),
	CONSTRAINT "deal_images_position_ok" CHECK ("deal_images"."position" BETWEEN 0 AND 7)
);
--> statement-breakpoint
ALTER TABLE "deal_images" ADD CONSTRAINT "deal_images_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;