DROP TABLE "test_gateway_charges" CASCADE;--> statement-breakpoint
DROP TABLE "test_gateway_refunds" CASCADE;