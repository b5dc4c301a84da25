// The one Drizzle schema. `npm run db:generate` writes SQL migrations from it into db/migrations.
import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const userRole = pgEnum("user_role", ["user", "business", "admin"]);
export const partnerStatus = pgEnum("partner_status", ["pending", "approved", "rejected"]);
export const dealStatus = pgEnum("deal_status", ["draft", "pending", "published", "rejected", "ended"]);
export const packageKind = pgEnum("package_kind", ["basic", "premium", "group"]);
export const messageStatus = pgEnum("message_status", ["new", "handled"]);
export const dealEventKind = pgEnum("deal_event_kind", ["view"]);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: userRole("role").notNull().default("user"),
    // Marketing needs opt-in (markedsføringsloven § 15): deal alerts and newsletter start off.
    notifyDealAlerts: boolean("notify_deal_alerts").notNull().default(false),
    notifyVoucherReminders: boolean("notify_voucher_reminders").notNull().default(true),
    notifyNewsletter: boolean("notify_newsletter").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the random token in the cookie, so a leaked table cannot be replayed.
    idHash: text("id_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    // "Remember me": the cookie outlives the browser session.
    persistent: boolean("persistent").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    // SHA-256 of the token in the e-mailed link.
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** Fixed-window counters for throttling, shared by every app copy. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

export const mailStatus = pgEnum("mail_status", ["outbox", "sent", "failed"]);

/** Every e-mail the app sends. Without SMTP_URL this is the outbox admins and tests read. */
export const mailMessages = pgTable(
  "mail_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    language: text("language").notNull(),
    status: mailStatus("status").notNull(),
    error: text("error"),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("mail_messages_created_idx").on(t.createdAt), index("mail_messages_to_idx").on(sql`lower(${t.to})`)],
);

export const categories = pgTable("categories", {
  id: text("id").primaryKey(),
  sortOrder: integer("sort_order").notNull(),
  nameNo: text("name_no").notNull(),
  nameEn: text("name_en").notNull(),
  descriptionNo: text("description_no").notNull(),
  descriptionEn: text("description_en").notNull(),
  aliases: text("aliases")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  color: text("color").notNull(),
  imageSrc: text("image_src").notNull(),
  imageAltNo: text("image_alt_no").notNull(),
  imageAltEn: text("image_alt_en").notNull(),
});

export const partners = pgTable(
  "partners",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // The account that signs in for this business (role business).
    ownerUserId: uuid("owner_user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    orgNumber: text("org_number").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    website: text("website"),
    city: text("city").notNull(),
    address: text("address").notNull(),
    descriptionNo: text("description_no").notNull(),
    descriptionEn: text("description_en"),
    status: partnerStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("partners_org_number_idx").on(t.orgNumber), index("partners_owner_idx").on(t.ownerUserId)],
);

export const deals = pgTable(
  "deals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id),
    categoryId: text("category_id")
      .notNull()
      .references(() => categories.id),
    // Norwegian is the partner's own text; English is optional and falls back to Norwegian.
    title: text("title").notNull(),
    titleEn: text("title_en"),
    description: text("description").notNull(),
    descriptionEn: text("description_en"),
    finePrint: text("fine_print").notNull(),
    finePrintEn: text("fine_print_en"),
    city: text("city").notNull(),
    // Money is integer øre, including 25 % MVA.
    originalPriceOre: bigint("original_price_ore", { mode: "number" }).notNull(),
    discountedPriceOre: bigint("discounted_price_ore", { mode: "number" }).notNull(),
    discountPercent: integer("discount_percent").notNull(),
    imageSrc: text("image_src").notNull(),
    imageAltNo: text("image_alt_no").notNull(),
    imageAltEn: text("image_alt_en").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    soldCount: integer("sold_count").notNull().default(0),
    // Optional stock: at most units_cap units sold through MagicDeals (units_sold counts them),
    // and at most per_customer_limit units for one buyer.
    unitsCap: integer("units_cap"),
    unitsSold: integer("units_sold").notNull().default(0),
    perCustomerLimit: integer("per_customer_limit"),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: dealStatus("status").notNull().default("draft"),
    createdAt: createdAt(),
    // Full-text search: Norwegian stemming for the partner's text, English for the translation.
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('norwegian', coalesce(title, '')), 'A') || setweight(to_tsvector('norwegian', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(title_en, '')), 'A') || setweight(to_tsvector('english', coalesce(description_en, '')), 'B')`,
    ),
    // Lower-cased text for partial-word (trigram) matching.
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(title || ' ' || description || ' ' || coalesce(title_en, '') || ' ' || coalesce(description_en, ''))`,
    ),
  },
  (t) => [
    index("deals_search_vector_idx").using("gin", t.searchVector),
    index("deals_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("deals_live_ends_idx").on(t.status, t.endsAt),
    index("deals_category_live_idx").on(t.categoryId, t.status, t.endsAt),
    index("deals_partner_idx").on(t.partnerId),
    check("deals_prices_ok", sql`${t.discountedPriceOre} > 0 AND ${t.discountedPriceOre} <= ${t.originalPriceOre}`),
    check("deals_discount_ok", sql`${t.discountPercent} BETWEEN 0 AND 100`),
    check("deals_rating_ok", sql`${t.rating} BETWEEN 0 AND 5`),
    check("deals_stock_ok", sql`${t.unitsCap} IS NULL OR ${t.unitsSold} <= ${t.unitsCap}`),
  ],
);

export const dealPackages = pgTable(
  "deal_packages",
  {
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    kind: packageKind("kind").notNull(),
    // Price per unit (per person for group), øre including MVA.
    priceOre: bigint("price_ore", { mode: "number" }).notNull(),
    validityDays: integer("validity_days").notNull(),
    minQuantity: integer("min_quantity").notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.kind] })],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    language: text("language").notNull(),
    status: messageStatus("status").notNull().default("new"),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_status_idx").on(t.status, t.createdAt)],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    language: text("language").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("newsletter_subscribers_email_lower_idx").on(sql`lower(${t.email})`)],
);

/** Counted on the server, no tracking cookie: the partner dashboard's views come from here. */
export const dealEvents = pgTable(
  "deal_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    kind: dealEventKind("kind").notNull(),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("deal_events_deal_time_idx").on(t.dealId, t.kind, t.occurredAt)],
);

export const orderStatus = pgEnum("order_status", ["paid", "refunded", "partially_refunded"]);
export const voucherStatus = pgEnum("voucher_status", ["active", "redeemed", "expired", "refunded"]);
export const chargeStatus = pgEnum("charge_status", ["approved", "declined", "refunded"]);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // What customers see and quote: ORD- and 10 characters.
    number: text("number").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    language: text("language").notNull(),
    status: orderStatus("status").notNull().default("paid"),
    totalOre: bigint("total_ore", { mode: "number" }).notNull(),
    originalTotalOre: bigint("original_total_ore", { mode: "number" }).notNull(),
    /** The 25 % MVA included in the total. */
    vatOre: bigint("vat_ore", { mode: "number" }).notNull(),
    cardBrand: text("card_brand").notNull(),
    cardLast4: text("card_last4").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("orders_number_idx").on(t.number), index("orders_user_idx").on(t.userId, t.createdAt)],
);

export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id),
    packageKind: packageKind("package_kind").notNull(),
    title: text("title").notNull(),
    quantity: integer("quantity").notNull(),
    unitPriceOre: bigint("unit_price_ore", { mode: "number" }).notNull(),
    unitOriginalOre: bigint("unit_original_ore", { mode: "number" }).notNull(),
    validityDays: integer("validity_days").notNull(),
  },
  (t) => [index("order_lines_order_idx").on(t.orderId), index("order_lines_deal_idx").on(t.dealId)],
);

/** What the payment gateway did: one row per charge attempt, so every charge has an order. */
export const paymentCharges = pgTable(
  "payment_charges",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id").references(() => orders.id),
    gateway: text("gateway").notNull(),
    reference: text("reference").notNull(),
    amountOre: bigint("amount_ore", { mode: "number" }).notNull(),
    refundedOre: bigint("refunded_ore", { mode: "number" }).notNull().default(0),
    status: chargeStatus("status").notNull(),
    declineReason: text("decline_reason"),
    createdAt: createdAt(),
  },
  (t) => [index("payment_charges_order_idx").on(t.orderId)],
);

export const vouchers = pgTable(
  "vouchers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    code: text("code").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    orderLineId: uuid("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "cascade" }),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id),
    status: voucherStatus("status").notNull().default("active"),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("vouchers_code_idx").on(t.code), index("vouchers_order_idx").on(t.orderId)],
);

/** Each change of a voucher's state: when, by whom, why. */
export const voucherEvents = pgTable(
  "voucher_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    fromStatus: voucherStatus("from_status"),
    toStatus: voucherStatus("to_status").notNull(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("voucher_events_voucher_idx").on(t.voucherId)],
);

/** A checkout's idempotency key and the order it made: a repeated submit gets the same order. */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: text("key").primaryKey(),
  orderId: uuid("order_id").references(() => orders.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
});
