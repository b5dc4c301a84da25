CREATE TABLE "test_gateway_charges" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"refunded_ore" bigint DEFAULT 0 NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_gateway_charges_refund_check" CHECK ("test_gateway_charges"."refunded_ore" BETWEEN 0 AND "test_gateway_charges"."amount_ore")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "test_gateway_charges_reference_idx" ON "test_gateway_charges" USING btree ("reference");