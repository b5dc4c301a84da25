CREATE TABLE "gift_card_uses" (
	"hold_id" uuid PRIMARY KEY NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"order_id" uuid,
	"amount_ore" bigint NOT NULL,
	"status" "promo_use_status" DEFAULT 'held' NOT NULL,
	"refunded_ore" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"amount_ore" bigint NOT NULL,
	"balance_ore" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"buyer_user_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cards_balance_ok" CHECK ("gift_cards"."balance_ore" >= 0 AND "gift_cards"."balance_ore" <= "gift_cards"."amount_ore")
);
--> statement-breakpoint
CREATE TABLE "voucher_gift_card_parts" (
	"voucher_id" uuid PRIMARY KEY NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount_ore" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_holds" ADD COLUMN "gift_card_ore" bigint;--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_hold_id_checkout_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."checkout_holds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_uses" ADD CONSTRAINT "gift_card_uses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gift_card_parts" ADD CONSTRAINT "voucher_gift_card_parts_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_gift_card_parts" ADD CONSTRAINT "voucher_gift_card_parts_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_uses_card_idx" ON "gift_card_uses" USING btree ("gift_card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cards_code_idx" ON "gift_cards" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_cards_buyer_idx" ON "gift_cards" USING btree ("buyer_user_id");