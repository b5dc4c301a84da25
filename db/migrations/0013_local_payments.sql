CREATE TABLE "local_payments_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"authorised_ore" bigint DEFAULT 0 NOT NULL,
	"captured_ore" bigint DEFAULT 0 NOT NULL,
	"refunded_ore" bigint DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"card_brand" text,
	"card_last4" text,
	"phone" text,
	"return_url" text NOT NULL,
	"description" text NOT NULL,
	"customer_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payments_payments_amount_check" CHECK ("local_payments_payments"."amount_ore" > 0),
	CONSTRAINT "local_payments_payments_money_check" CHECK ("local_payments_payments"."captured_ore" BETWEEN 0 AND "local_payments_payments"."amount_ore" AND "local_payments_payments"."refunded_ore" BETWEEN 0 AND "local_payments_payments"."captured_ore" AND "local_payments_payments"."authorised_ore" BETWEEN 0 AND "local_payments_payments"."amount_ore")
);
--> statement-breakpoint
CREATE TABLE "local_payments_idempotency" (
	"operation" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payments_idempotency_operation_key_pk" PRIMARY KEY("operation","key")
);
--> statement-breakpoint
CREATE TABLE "local_payments_webhooks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"payment_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payments_webhooks_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
ALTER TABLE "local_payments_webhooks" ADD CONSTRAINT "local_payments_webhooks_payment_id_local_payments_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."local_payments_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_payments_payments_waiting_idx" ON "local_payments_payments" USING btree ("expires_at") WHERE "local_payments_payments"."status" IN ('created', 'requires_action');--> statement-breakpoint
CREATE INDEX "local_payments_webhooks_due_idx" ON "local_payments_webhooks" USING btree ("next_attempt_at") WHERE "local_payments_webhooks"."delivered_at" IS NULL;