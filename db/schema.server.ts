// The one Drizzle schema. `npm run db:generate` writes SQL migrations from it into db/migrations.
import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  boolean,
  check,
  date,
  jsonb,
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
// node-postgres reads and writes bytea as a Buffer.
const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

export const userRole = pgEnum("user_role", ["user", "business", "admin"]);
export const partnerStatus = pgEnum("partner_status", ["pending", "approved", "rejected"]);
export const dealStatus = pgEnum("deal_status", ["draft", "pending", "published", "paused", "rejected", "ended"]);
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
    // Set when the owner followed the e-mailed link (or a reset link, which proves the same);
    // until then the account works, but nothing that relies on the address being theirs does.
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
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

/**
 * One-time links that confirm an address: a new account's own (email equals the account's) or
 * the new address of an e-mail change, which takes effect only when its link is followed.
 */
export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    // SHA-256 of the token in the e-mailed link.
    tokenHash: text("token_hash").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("email_verification_tokens_user_idx").on(t.userId)],
);

/** Counters for throttling (fixed windows and progressive delays), shared by every app copy. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
});

// outbox: waiting to be sent; sending: claimed by a worker that is talking to the SMTP server.
export const mailStatus = pgEnum("mail_status", ["outbox", "sending", "sent", "failed"]);

/**
 * Every e-mail the app sends, written in the same transaction as the change it reports (the
 * transactional outbox); the job worker sends it. Without SMTP_URL this is the outbox admins
 * and tests read.
 */
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
    /**
     * Files sent with the message: a voucher PDF as base64, or a document (a receipt, a credit
     * note) named by what it is about and rendered only when the message is sent, so the row
     * stays small.
     */
    attachments: jsonb("attachments")
      .$type<
        {
          filename: string;
          contentType: string;
          contentBase64?: string;
          cid?: string;
          document?: { kind: "receipt"; orderId: string } | { kind: "credit-note"; refundId: string };
        }[]
      >()
      .notNull()
      .default([]),
    /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on newsletter mail (RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull().default({}),
    /**
     * Values in the message only its recipient may see (a reset token, a voucher code): admin
     * views show them as hidden, and they are cut out of the stored copy once it is sent (or,
     * with no SMTP server, after the outbox retention), when this list is emptied.
     */
    secrets: jsonb("secrets").$type<string[]>().notNull().default([]),
    error: text("error"),
    /** How many times a worker has claimed the message to send it. */
    attempts: integer("attempts").notNull().default(0),
    /** When the last claim was made: a claim this old is from a worker that died mid-send. */
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
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
    /** Monday to Sunday, each day's hours or null when closed; null: the partner has not said. */
    openingHours: jsonb("opening_hours").$type<({ opens: string; closes: string } | null)[]>(),
    /** Where customers book a time, when not by phone or on the website. */
    bookingUrl: text("booking_url"),
    /** How to book with a voucher, in the partner's words; null: the shop's standard text. */
    howToBookNo: text("how_to_book_no"),
    howToBookEn: text("how_to_book_en"),
    status: partnerStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("partners_org_number_idx").on(t.orgNumber), index("partners_owner_idx").on(t.ownerUserId)],
);

/** A deal's words for full-text search: titles weighted A, descriptions B. */
const dealTextVector = sql`setweight(to_tsvector('norwegian', coalesce(title, '')), 'A') || setweight(to_tsvector('norwegian', coalesce(description, '')), 'B') || setweight(to_tsvector('english', coalesce(title_en, '')), 'A') || setweight(to_tsvector('english', coalesce(description_en, '')), 'B')`;

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
    // The before price buyers see struck through, and the discount from it: the partner's approved
    // ordinary price, or after a price change the lowest price of the 30 days before it
    // (domain/partners/before-price.server.ts, `beforePriceBasis` says which).
    originalPriceOre: bigint("original_price_ore", { mode: "number" }).notNull(),
    discountedPriceOre: bigint("discounted_price_ore", { mode: "number" }).notNull(),
    discountPercent: integer("discount_percent").notNull(),
    beforePriceBasis: text("before_price_basis", { enum: ["ordinary", "lowest30"] })
      .notNull()
      .default("ordinary"),
    /** The partner's approved ordinary price when the shown before price is another; null: the same. */
    claimedOriginalPriceOre: bigint("claimed_original_price_ore", { mode: "number" }),
    imageSrc: text("image_src").notNull(),
    imageAltNo: text("image_alt_no").notNull(),
    imageAltEn: text("image_alt_en").notNull(),
    // The average of the deal's visible reviews (0: none) and how many there are, kept by
    // domain/reviews/reviews.server.ts in the transaction that writes or hides a review, because
    // every listing reads them and an aggregate per card would cost a join on the hot path.
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    soldCount: integer("sold_count").notNull().default(0),
    // Optional stock: at most units_cap units sold through MagicDeals (units_sold counts them),
    // and at most per_customer_limit units for one buyer.
    unitsCap: integer("units_cap"),
    unitsSold: integer("units_sold").notNull().default(0),
    perCustomerLimit: integer("per_customer_limit"),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** A deal goes on sale at starts_at (null: as soon as it is published). */
    startsAt: timestamp("starts_at", { withTimezone: true }),
    /** Where the voucher is used, when it is not just the city. */
    address: text("address"),
    /** Why an admin rejected the deal or its last change, shown to the partner. */
    rejectionReason: text("rejection_reason"),
    status: dealStatus("status").notNull().default("draft"),
    createdAt: createdAt(),
    // Full-text search: Norwegian stemming for the partner's text, English for the translation.
    searchVector: tsvector("search_vector").generatedAlwaysAs(dealTextVector),
    // The titles' part of search_vector (weight A, same lexemes at the same positions), with its
    // own GIN index: "the words are in the title" is an index lookup instead of ts_filter on
    // every matching deal's whole vector.
    titleVector: tsvector("title_vector").generatedAlwaysAs(sql`ts_filter(${dealTextVector}, '{a}')`),
  },
  (t) => [
    index("deals_live_ends_idx").on(t.status, t.endsAt),
    index("deals_category_live_idx").on(t.categoryId, t.status, t.endsAt),
    index("deals_partner_idx").on(t.partnerId),
    check("deals_prices_ok", sql`${t.discountedPriceOre} > 0 AND ${t.discountedPriceOre} <= ${t.originalPriceOre}`),
    check("deals_discount_ok", sql`${t.discountPercent} BETWEEN 0 AND 100`),
    check("deals_rating_ok", sql`${t.rating} BETWEEN 0 AND 5`),
    check("deals_stock_ok", sql`${t.unitsCap} IS NULL OR ${t.unitsSold} <= ${t.unitsCap}`),
  ],
);

/**
 * What searches and listings read of each deal, kept equal to deals by triggers (migration
 * 0011): its status and dates, the filters, the sort keys and the words. A deal's row in deals
 * is about 2 KB (texts in two languages) and a search reads about 2 000 rows, so rows of about
 * 800 bytes make every search cheaper (decision 008). The words come after the fixed columns, so
 * reading the filters does not step through them.
 */
export const dealSearch = pgTable(
  "deal_search",
  {
    id: integer("id")
      .primaryKey()
      .references(() => deals.id, { onDelete: "cascade" }),
    status: dealStatus("status").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    discountedPriceOre: bigint("discounted_price_ore", { mode: "number" }).notNull(),
    discountPercent: integer("discount_percent").notNull(),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    soldCount: integer("sold_count").notNull(),
    categoryId: text("category_id").notNull(),
    city: text("city").notNull(),
    titleVector: tsvector("title_vector").notNull(),
    searchVector: tsvector("search_vector").notNull(),
  },
  (t) => [
    // The words with the category and the city (btree_gin): a search in a city or category is one
    // index scan that intersects their entries. A city index of its own makes a search in a big
    // city read every entry of that city to keep the few deals that also have the words.
    index("deal_search_vector_idx").using("gin", t.searchVector, t.categoryId, sql`lower(${t.city})`),
    index("deal_search_title_vector_idx").using("gin", t.titleVector, t.categoryId, sql`lower(${t.city})`),
    index("deal_search_live_ends_idx").on(t.status, t.endsAt),
    // The /deals sorts, so a page of a popular search walks an index instead of sorting every match.
    index("deal_search_popular_idx")
      .on(t.soldCount.desc().nullsFirst(), t.id)
      .where(sql`status = 'published'`),
    index("deal_search_rating_idx")
      .on(t.rating.desc().nullsFirst(), t.soldCount.desc().nullsFirst(), t.id)
      .where(sql`status = 'published'`),
    index("deal_search_price_idx")
      .on(t.discountedPriceOre, t.id)
      .where(sql`status = 'published'`),
    index("deal_search_city_idx")
      .on(sql`lower(${t.city})`)
      .where(sql`status = 'published'`),
    // "Nyeste": the deals that went on sale last first (a deal with no start date counts as oldest).
    index("deal_search_newest_idx")
      .on(t.startsAt.desc().nullsLast(), t.id.desc())
      .where(sql`status = 'published'`),
    index("deal_search_discount_idx")
      .on(t.discountPercent.desc().nullsFirst(), t.id)
      .where(sql`status = 'published'`),
    index("deal_search_category_live_idx").on(t.categoryId, t.status, t.endsAt),
    // Categories with a lowest rating: only the deals of those categories that rate high enough.
    index("deal_search_category_rating_idx")
      .on(t.categoryId, t.rating)
      .where(sql`status = 'published'`),
  ],
);

/**
 * Every word (lexeme) of every deal's search_vector, kept by the same triggers (migration
 * 0011): a search writes a word start out as the words beginning so (domain/catalog/deal-search.server.ts).
 * Words are never taken away; one no deal has any more is just a word that matches nothing.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  // SP-GiST finds the words beginning with a stem (^@) in any collation; the trigram index finds
  // the words spelt like a mistyped one ("masasj" for massasj) for "Mente du …?".
  (t) => [
    index("search_words_prefix_idx").using("spgist", t.word),
    index("search_words_trigram_idx").using("gin", t.word.op("gin_trgm_ops")),
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
    // False: no longer sold (a group package on a deal for a set party, kept because orders name
    // it); the shop, the cart and the editor read only active packages.
    active: boolean("active").notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.kind] })],
);

/**
 * A deal's photos in the order buyers see them; position 0 is the cover, which deals.image_src and
 * image_alt_* mirror so cards and listings read one row. A deal without rows here (the seed's, and
 * every deal from before galleries) has its image_src as its one photo. Alt texts may be blank: the
 * deal's title stands in for them.
 */
export const dealImages = pgTable(
  "deal_images",
  {
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    src: text("src").notNull(),
    altNo: text("alt_no").notNull().default(""),
    altEn: text("alt_en").notNull().default(""),
  },
  (t) => [
    primaryKey({ columns: [t.dealId, t.position] }),
    check("deal_images_position_ok", sql`${t.position} BETWEEN 0 AND 7`),
  ],
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
    // Double opt-in: only addresses whose owner followed the e-mailed link get the newsletter.
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
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
export const voucherStatus = pgEnum("voucher_status", ["active", "redeemed", "expired", "refunded", "voided"]);
export const chargeStatus = pgEnum("charge_status", ["approved", "declined", "refunded", "captured"]);
/** A checkout hold: pending while the buyer pays, then confirmed (an order) or released (stock back). */
export const holdStatus = pgEnum("checkout_hold_status", ["pending", "confirmed", "released"]);

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
    /** When the "expires in 7 days" reminder went out, so it goes out once. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("vouchers_code_idx").on(t.code), index("vouchers_order_idx").on(t.orderId)],
);

/** Each change of a voucher's state: when, by whom, why. */
export const refundStatus = pgEnum("refund_status", ["pending", "completed", "failed"]);

/**
 * A voucher's money back, recorded (pending) in the transaction that refunds the voucher, before
 * the gateway is asked; completed once the gateway confirmed. Its id is the gateway's
 * idempotency key, so a retry after a crash refunds once.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    chargeReference: text("charge_reference").notNull(),
    amountOre: bigint("amount_ore", { mode: "number" }).notNull(),
    status: refundStatus("status").notNull().default("pending"),
    /** The credit note's own number (KN- and 10 characters), quoted with the receipt's order number. */
    creditNoteNumber: text("credit_note_number"),
    /** Why the provider refused the refund for good (status failed), for the admin who follows it up. */
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_voucher_idx").on(t.voucherId),
    index("refunds_pending_idx").on(t.status),
    uniqueIndex("refunds_credit_note_idx").on(t.creditNoteNumber),
  ],
);

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

/**
 * Units taken from stock while the buyer pays at the provider (decision 019). The lines and
 * amounts are the priced snapshot the order is written from, so a price change while the buyer
 * pays changes nothing they agreed to. Exactly one of the settle paths (return, webhook, job)
 * moves a pending hold on: to confirmed with its order, or to released with its units back.
 */
export const checkoutHolds = pgTable(
  "checkout_holds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The page's key for this purchase: a double submit finds the same hold. */
    idempotencyKey: text("idempotency_key").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    language: text("language").notNull(),
    lines: jsonb("lines").notNull(),
    totalOre: bigint("total_ore", { mode: "number" }).notNull(),
    originalTotalOre: bigint("original_total_ore", { mode: "number" }).notNull(),
    vatOre: bigint("vat_ore", { mode: "number" }).notNull(),
    method: text("method").notNull(),
    provider: text("provider").notNull(),
    providerPaymentId: text("provider_payment_id"),
    status: holdStatus("status").notNull().default("pending"),
    /** Why a released hold was released: declined, insufficient_funds, authentication_failed, cancelled, expired, other. */
    outcome: text("outcome"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    orderId: uuid("order_id").references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("checkout_holds_key_idx").on(t.idempotencyKey),
    uniqueIndex("checkout_holds_payment_idx").on(t.providerPaymentId),
    index("checkout_holds_pending_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Webhook events taken, by the provider's event id: a duplicate delivery changes nothing. */
export const paymentWebhookEvents = pgTable("payment_webhook_events", {
  eventId: text("event_id").primaryKey(),
  provider: text("provider").notNull(),
  providerPaymentId: text("provider_payment_id").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in customer's cart line: one deal and package. The price seen when added lets
 * the cart tell the customer that a price changed since. */
export const cartItems = pgTable(
  "cart_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    packageKind: packageKind("package_kind").notNull(),
    quantity: integer("quantity").notNull(),
    seenUnitPriceOre: bigint("seen_unit_price_ore", { mode: "number" }).notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dealId, t.packageKind] }),
    check("cart_items_quantity_ok", sql`${t.quantity} > 0`),
  ],
);

/** A signed-in customer's saved deals (the guest copy lives in browser storage). */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.dealId] })],
);

/** Uploaded images (partner logos, deal photos), re-encoded to WebP and kept in the database
 * so every app copy serves them; the URL carries the content hash, so caches keep them forever. */
export const images = pgTable("images", {
  hash: text("hash").primaryKey(),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  uploadedByUserId: uuid("uploaded_by_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const businessPlan = pgEnum("business_plan", ["starter", "ecommerce", "growth"]);

/** Business details a partner adds at registration and beyond the seed's columns. */
export const partnerProfiles = pgTable("partner_profiles", {
  partnerId: uuid("partner_id")
    .primaryKey()
    .references(() => partners.id, { onDelete: "cascade" }),
  plan: businessPlan("plan").notNull().default("starter"),
  trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }).notNull(),
  /** When the partner confirmed its plan (to pay its monthly price after the trial); null: not yet. */
  planConfirmedAt: timestamp("plan_confirmed_at", { withTimezone: true }),
  /** When the "your trial ends in 7 days" e-mail was queued, so it goes once. */
  trialReminderSentAt: timestamp("trial_reminder_sent_at", { withTimezone: true }),
  contactPerson: text("contact_person"),
  logoHash: text("logo_hash").references(() => images.hash),
  /** Why an admin rejected the partner, shown to the partner. */
  rejectionReason: text("rejection_reason"),
});

export const changeStatus = pgEnum("change_status", ["pending", "approved", "rejected"]);

/** Every price a deal has had or asked for. A partner confirms the original ("before") price
 * was really charged; a price change waits for an admin before the public deal shows it. */
export const dealPriceChanges = pgTable(
  "deal_price_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    originalPriceOre: bigint("original_price_ore", { mode: "number" }).notNull(),
    discountedPriceOre: bigint("discounted_price_ore", { mode: "number" }).notNull(),
    originalPriceConfirmed: boolean("original_price_confirmed").notNull(),
    status: changeStatus("status").notNull().default("pending"),
    requestedByUserId: uuid("requested_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decisionReason: text("decision_reason"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [index("deal_price_changes_deal_idx").on(t.dealId, t.requestedAt)],
);

export const revisionStatus = pgEnum("revision_status", ["pending", "approved", "rejected", "superseded"]);

/**
 * What a partner submitted for an admin to review: a snapshot of everything a buyer sees of the
 * deal (domain/partners/deal-snapshot.ts validates it). An approval applies exactly this snapshot
 * to deals and deal_packages; until then a live deal sells what was approved before (decision 018).
 * A newer submission supersedes the pending one, so an admin's decision on an old one is refused.
 */
export const dealRevisions = pgTable(
  "deal_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    /** 1 for the deal as first submitted, then counting up per deal. */
    number: integer("number").notNull(),
    snapshot: jsonb("snapshot").notNull(),
    status: revisionStatus("status").notNull().default("pending"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
    submittedByUserId: uuid("submitted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The admin's reason for a rejection, shown to the partner. */
    reason: text("reason"),
  },
  (t) => [
    uniqueIndex("deal_revisions_number_idx").on(t.dealId, t.number),
    // At most one version waits per deal: a newer one supersedes it in the same transaction.
    uniqueIndex("deal_revisions_one_pending_idx")
      .on(t.dealId)
      .where(sql`${t.status} = 'pending'`),
    index("deal_revisions_pending_idx").on(t.status, t.submittedAt),
  ],
);

/** Partner API keys: only the SHA-256 of the key is stored; the prefix identifies it on screen. */
export const partnerApiKeys = pgTable(
  "partner_api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    keyHash: text("key_hash").notNull(),
    prefix: text("prefix").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("partner_api_keys_hash_idx").on(t.keyHash),
    index("partner_api_keys_partner_idx").on(t.partnerId),
  ],
);

export const consultationSlot = pgEnum("consultation_slot", [
  "09:00",
  "10:00",
  "11:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
]);

/** A booked free consultation. One booking per date and slot: the unique index refuses a double booking. */
export const consultations = pgTable(
  "consultations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessName: text("business_name").notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    /** Oslo calendar date, yyyy-mm-dd. */
    date: date("date", { mode: "string" }).notNull(),
    slot: consultationSlot("slot").notNull(),
    message: text("message").notNull(),
    /** The service package chosen on the marketing or solutions page, if any. */
    servicePackage: text("service_package"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    language: text("language").notNull(),
    status: messageStatus("status").notNull().default("new"),
    /**
     * Set while the booking is an unconfirmed hold: the slot counts as taken until then, and the
     * hold is deleted (freeing the slot) by the next booking of that slot after it. Null once
     * the booker has confirmed by the link in the e-mail (and for bookings made before holds).
     */
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    /** SHA-256 of the confirmation link's token; the token itself is only in the e-mail. */
    confirmTokenHash: text("confirm_token_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("consultations_slot_idx").on(t.date, t.slot),
    uniqueIndex("consultations_confirm_token_idx").on(t.confirmTokenHash),
    index("consultations_status_idx").on(t.status, t.createdAt),
  ],
);

export const jobStatus = pgEnum("job_status", ["queued", "done", "failed"]);

/** Background work shared by every app copy: a worker takes a due job with FOR UPDATE SKIP LOCKED
 * and holds it for a lease, so a crashed worker's job is taken again once the lease runs out. */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    /** At most one job per key: recurring sweeps use kind@period, so copies never double them. */
    dedupeKey: text("dedupe_key"),
    status: jobStatus("status").notNull().default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(8),
    lockedBy: text("locked_by"),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("jobs_dedupe_key_idx").on(t.dedupeKey), index("jobs_due_idx").on(t.status, t.runAt)],
);

/** Every admin action: who did what to which record, and when. Admins read it; nothing edits it. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorUserId: uuid("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_time_idx").on(t.occurredAt), index("audit_log_subject_idx").on(t.subjectType, t.subjectId)],
);

/**
 * A customer's review of a deal, written from one redeemed voucher (one review per voucher). The
 * partner may answer once; an admin may hide it with a reason, which takes it out of the deal's
 * rating and count (deals.rating, deals.review_count).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    text: text("text").notNull(),
    /** The language the review was written in ("no" or "en"). */
    language: text("language").notNull(),
    createdAt: createdAt(),
    partnerReply: text("partner_reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: uuid("hidden_by").references(() => users.id, { onDelete: "set null" }),
    /** How many readers marked it helpful (the "most helpful" order). */
    helpfulCount: integer("helpful_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("reviews_voucher_idx").on(t.voucherId),
    index("reviews_deal_newest_idx")
      .on(t.dealId, t.createdAt.desc())
      .where(sql`hidden_at IS NULL`),
    index("reviews_customer_idx").on(t.customerId),
    check("reviews_rating_ok", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** A voucher whose "how was it?" e-mail was queued: the invite job then never queues it twice. */
export const reviewInvites = pgTable("review_invites", {
  voucherId: uuid("voucher_id")
    .primaryKey()
    .references(() => vouchers.id, { onDelete: "cascade" }),
  sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
});
