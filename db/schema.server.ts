// The one Drizzle schema. `npm run db:generate` writes SQL migrations from it into db/migrations.
import { sql } from "drizzle-orm";
import {
  bigint,
  customType,
  boolean,
  check,
  doublePrecision,
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
  (t) => [
    index("mail_messages_created_idx").on(t.createdAt),
    index("mail_messages_to_idx").on(sql`lower(${t.to})`),
    // /admin counts failed mail on every visit: without it, every message ever sent.
    index("mail_messages_failed_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'failed'`),
  ],
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
    /** Where the address is (from its postal code or the town's centre, domain/partners/places.ts); null: unknown. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: createdAt(),
    /** The language the partner's e-mails are written in: the one its owner last chose ("no" or "en"). */
    language: text("language").notNull().default("no"),
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
    /** Where the deal is, for "Nærmest" (domain/catalog/nearby.server.ts); null: unknown, listed last. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /** Why an admin rejected the deal or its last change, shown to the partner. */
    rejectionReason: text("rejection_reason"),
    status: dealStatus("status").notNull().default("draft"),
    createdAt: createdAt(),
    /**
     * When the deal was first published, set by a trigger (migration "come_back") whichever code
     * publishes it; with starts_at it says when the deal went live, for the deal alerts.
     */
    firstPublishedAt: timestamp("first_published_at", { withTimezone: true }),
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
    // A partner's deals newest first, as its list shows them a page at a time (LIMIT/OFFSET reads
    // only the page); it serves every other lookup by partner too.
    index("deals_partner_newest_idx").on(t.partnerId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
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
    // "Lignende tilbud" (domain/catalog/similar-deals.server.ts): a category's best-selling deals in
    // one city and in all, each a short walk instead of sorting the category's every live deal.
    index("deal_search_category_city_popular_idx")
      .on(t.categoryId, t.city, t.soldCount.desc().nullsFirst(), t.id)
      .where(sql`status = 'published'`),
    index("deal_search_category_popular_idx")
      .on(t.categoryId, t.soldCount.desc().nullsFirst(), t.id)
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
  (t) => [
    uniqueIndex("vouchers_code_idx").on(t.code),
    index("vouchers_order_idx").on(t.orderId),
    // A partner's numbers per deal (deal-stats.server.ts) start from its deals' vouchers.
    index("vouchers_deal_idx").on(t.dealId, t.status),
  ],
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
  (t) => [
    index("voucher_events_voucher_idx").on(t.voucherId),
    // The dashboard's refunds by day read a period of refunds: without it, every voucher event ever.
    index("voucher_events_refunded_idx")
      .on(t.occurredAt)
      .where(sql`${t.toStatus} = 'refunded'`),
  ],
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
    /** A MagicDeals gift card of this amount is what the hold buys (its lines are empty). */
    giftCardOre: bigint("gift_card_ore", { mode: "number" }),
    /**
     * While a pending hold's settler asks the provider, until when the others wait for it rather
     * than ask again (a lease: one that dies mid-way leaves it to run out).
     */
    settlingUntil: timestamp("settling_until", { withTimezone: true }),
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
    /** Given as a gift: recipient, greeting and delivery date (domain/vouchers/gifts.ts), or null. */
    gift: jsonb("gift").$type<{
      recipientName: string;
      recipientEmail: string;
      message: string;
      deliverOn: string;
    }>(),
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
  /** The partner agreement the owner accepted at sign-up: its date (version) and when; null for partners from before. */
  agreementVersion: text("agreement_version"),
  agreementAcceptedAt: timestamp("agreement_accepted_at", { withTimezone: true }),
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

// --- Staff (issue 22): people who work a partner's counter under their own accounts. ---------

/**
 * A partner's staff: accounts that may redeem vouchers and see today's redemptions and bookings,
 * nothing financial. The owner stays partners.owner_user_id; a person is staff of one partner.
 */
export const partnerStaff = pgTable(
  "partner_staff",
  {
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("partner_staff_user_idx").on(t.userId), index("partner_staff_partner_idx").on(t.partnerId)],
);

/** The owner's e-mailed invitations: single use (accepted_at), expiring, cancellable. */
export const staffInvites = pgTable(
  "staff_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    // SHA-256 of the token in the e-mailed link.
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_invites_token_idx").on(t.tokenHash), index("staff_invites_partner_idx").on(t.partnerId)],
);

// ---- Bookings: a customer books the appointment a voucher is for, in the partner's slots. ----

/**
 * A partner's booking rules. Slots are not stored: they follow the weekly opening hours on the
 * partner's profile, cut into `slotMinutes` from the opening time.
 */
export const bookingSettings = pgTable(
  "booking_settings",
  {
    partnerId: uuid("partner_id")
      .primaryKey()
      .references(() => partners.id, { onDelete: "cascade" }),
    enabled: boolean("enabled").notNull().default(false),
    slotMinutes: integer("slot_minutes").notNull().default(60),
    capacity: integer("capacity").notNull().default(1),
    /** Hours before a booking's start after which the customer can no longer move or cancel it. */
    cutoffHours: integer("cutoff_hours").notNull().default(24),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("booking_settings_slot_minutes", sql`${t.slotMinutes} BETWEEN 5 AND 720`),
    check("booking_settings_capacity", sql`${t.capacity} BETWEEN 1 AND 100`),
    check("booking_settings_cutoff", sql`${t.cutoffHours} BETWEEN 0 AND 720`),
  ],
);

/** Days (Norway's calendar) the partner takes no bookings, whatever the opening hours say. */
export const bookingBlackoutDays = pgTable(
  "booking_blackout_days",
  {
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.day] })],
);

export const bookingStatus = pgEnum("booking_status", ["booked", "cancelled", "redeemed"]);

/** A voucher's appointment. At most one booked (not cancelled) booking per voucher. */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    status: bookingStatus("status").notNull().default("booked"),
    /** When the day-before reminder was queued, so it goes out once. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("bookings_one_active_per_voucher_idx")
      .on(t.voucherId)
      .where(sql`${t.status} = 'booked'`),
    index("bookings_partner_time_idx").on(t.partnerId, t.startsAt),
  ],
);

// --- Payouts: what MagicDeals owes partners for redeemed vouchers, paid twice a month. ---

/** A run's state: made by the job (pending), approved by an admin, then marked paid once the bank paid it. */
export const payoutRunStatus = pgEnum("payout_run_status", ["pending", "approved", "paid"]);

/** Where a partner's payouts go: a Norwegian bank account number (11 digits, MOD11-checked). */
export const partnerPayoutSettings = pgTable("partner_payout_settings", {
  partnerId: uuid("partner_id")
    .primaryKey()
    .references(() => partners.id, { onDelete: "cascade" }),
  accountNumber: text("account_number").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One payout run per period (the 1st and the 16th, Oslo time): the unique period end is what
 * makes a run happen once however many job workers try at the same time.
 */
export const payoutRuns = pgTable(
  "payout_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Earnings redeemed before this instant belong to the run. */
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    status: payoutRunStatus("status").notNull().default("pending"),
    createdAt: createdAt(),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    approvedBy: uuid("approved_by").references(() => users.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    paidBy: uuid("paid_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [uniqueIndex("payout_runs_period_idx").on(t.periodEnd)],
);

/** A partner's share of a run: the statement's totals and the bank transfer's reference (KID). */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => payoutRuns.id, { onDelete: "cascade" }),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id),
    /** The KID-style reference on the transfer (digits with a MOD10 check digit). */
    reference: text("reference").notNull(),
    /** The account number when the run was made; null: the partner had not given one. */
    accountNumber: text("account_number"),
    voucherCount: integer("voucher_count").notNull(),
    grossOre: bigint("gross_ore", { mode: "number" }).notNull(),
    commissionOre: bigint("commission_ore", { mode: "number" }).notNull(),
    commissionVatOre: bigint("commission_vat_ore", { mode: "number" }).notNull(),
    netOre: bigint("net_ore", { mode: "number" }).notNull(),
  },
  (t) => [
    uniqueIndex("payouts_run_partner_idx").on(t.runId, t.partnerId),
    uniqueIndex("payouts_reference_idx").on(t.reference),
    index("payouts_partner_idx").on(t.partnerId),
  ],
);

/** Each redeemed voucher's earning in a payout: a voucher is paid at most once (unique). */
export const payoutLines = pgTable(
  "payout_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    payoutId: uuid("payout_id")
      .notNull()
      .references(() => payouts.id, { onDelete: "cascade" }),
    voucherId: uuid("voucher_id")
      .notNull()
      .references(() => vouchers.id),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }).notNull(),
    /** The commission rate in basis points (2000 = 20 %), from the partner's plan when the run was made. */
    commissionBasisPoints: integer("commission_basis_points").notNull(),
    grossOre: bigint("gross_ore", { mode: "number" }).notNull(),
    commissionOre: bigint("commission_ore", { mode: "number" }).notNull(),
    commissionVatOre: bigint("commission_vat_ore", { mode: "number" }).notNull(),
    netOre: bigint("net_ore", { mode: "number" }).notNull(),
  },
  (t) => [uniqueIndex("payout_lines_voucher_idx").on(t.voucherId), index("payout_lines_payout_idx").on(t.payoutId)],
);
// ── Promo codes (issue 21 point 6) ──────────────────────────────────────────────────────────────
export const promoKind = pgEnum("promo_kind", ["percent", "amount"]);

/**
 * A code admins make. `usedCount` counts holds pending or confirmed with the code: raised by a
 * conditional update in the checkout's transaction, lowered when the hold is released.
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Upper case, as typed codes are compared upper-cased. */
    code: text("code").notNull(),
    kind: promoKind("kind").notNull(),
    /** Percent (1–100) for `percent`, øre for `amount`. */
    value: integer("value").notNull(),
    minTotalOre: bigint("min_total_ore", { mode: "number" }).notNull().default(0),
    firstPurchaseOnly: boolean("first_purchase_only").notNull().default(false),
    perCustomerLimit: integer("per_customer_limit"),
    totalLimit: integer("total_limit"),
    usedCount: integer("used_count").notNull().default(0),
    validFrom: timestamp("valid_from", { withTimezone: true }),
    validTo: timestamp("valid_to", { withTimezone: true }),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("promo_codes_code_idx").on(t.code),
    check("promo_codes_used_within_limit", sql`${t.totalLimit} IS NULL OR ${t.usedCount} <= ${t.totalLimit}`),
  ],
);

export const promoUseStatus = pgEnum("promo_use_status", ["held", "used", "released"]);

/** A code on a checkout hold: the customer is the hold's, the order the hold's once confirmed. */
export const promoCodeUses = pgTable(
  "promo_code_uses",
  {
    holdId: uuid("hold_id")
      .primaryKey()
      .references(() => checkoutHolds.id, { onDelete: "cascade" }),
    promoCodeId: integer("promo_code_id")
      .notNull()
      .references(() => promoCodes.id),
    code: text("code").notNull(),
    discountOre: bigint("discount_ore", { mode: "number" }).notNull(),
    status: promoUseStatus("status").notNull().default("held"),
    createdAt: createdAt(),
  },
  (t) => [index("promo_code_uses_code_idx").on(t.promoCodeId, t.status)],
);

/** The part of a discount a voucher got: its refund is its unit price less this. */
export const voucherDiscounts = pgTable("voucher_discounts", {
  voucherId: uuid("voucher_id")
    .primaryKey()
    .references(() => vouchers.id, { onDelete: "cascade" }),
  discountOre: bigint("discount_ore", { mode: "number" }).notNull(),
});
/**
 * A voucher bought as a gift: who gets it, the buyer's greeting, the day its e-mail goes out (in
 * the buyer's language), and what the recipient did with it. One row per voucher; the delivery
 * job's key is the voucher's id (domain/vouchers/gifts.server.ts).
 */
export const voucherGifts = pgTable(
  "voucher_gifts",
  {
    voucherId: uuid("voucher_id")
      .primaryKey()
      .references(() => vouchers.id, { onDelete: "cascade" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    recipientName: text("recipient_name").notNull(),
    recipientEmail: text("recipient_email").notNull(),
    message: text("message").notNull(),
    /** The Oslo calendar day the e-mail goes out (yyyy-mm-dd). */
    deliverOn: date("deliver_on", { mode: "string" }).notNull(),
    language: text("language").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** A refund before delivery: the e-mail never goes. */
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    claimedBy: uuid("claimed_by").references(() => users.id, { onDelete: "set null" }),
    claimedAt: timestamp("claimed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("voucher_gifts_order_idx").on(t.orderId), index("voucher_gifts_claimed_by_idx").on(t.claimedBy)],
);
// ---------------------------------------------------------------------------------------------
// Come back: recently viewed deals and deal alerts (issue 21, point 5)

/** The deals a signed-in customer viewed last (the newest 8 are kept); personal data ("Mine data"). */
export const recentlyViewedDeals = pgTable(
  "recently_viewed_deals",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.dealId] }),
    index("recently_viewed_user_time_idx").on(t.userId, t.viewedAt),
  ],
);

/**
 * A customer's deal alerts: which cities and categories (empty: all), confirmed by the e-mailed
 * link (double opt-in), and when the last daily digest went (the next one has the deals that went
 * live since). The user's notify_deal_alerts says they asked; only a confirmed row is mailed.
 */
export const dealAlertSubscriptions = pgTable("deal_alert_subscriptions", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  cities: text("cities")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  categoryIds: text("category_ids")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** The language the alerts are written in: the one the settings were saved in. */
  language: text("language").notNull().default("no"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** Deals that went live after this are the next digest's. */
  digestFrom: timestamp("digest_from", { withTimezone: true }).notNull().defaultNow(),
  /** The Europe/Oslo day of the last digest: at most one a day, set in the transaction that queues it. */
  lastSentOn: date("last_sent_on", { mode: "string" }),
  createdAt: createdAt(),
});

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

/**
 * A signed-in reader's "Nyttig" on a review: one per reader and review (the primary key), never on
 * their own. reviews.helpful_count is raised in the transaction that adds the row.
 */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] }), index("review_votes_user_idx").on(t.userId)],
);
// ---------------------------------------------------------------------------------------------
// MagicDeals gift cards (issue 21 point 6, decision 041)

/**
 * A gift card bought in a fixed amount: a code spendable on any deal until it expires (three
 * years, as Norwegian law presumes). The balance is taken by a conditional update in the
 * checkout's transaction and can never go below zero.
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** GAVE- and 10 characters from the voucher codes' alphabet. */
    code: text("code").notNull(),
    amountOre: bigint("amount_ore", { mode: "number" }).notNull(),
    balanceOre: bigint("balance_ore", { mode: "number" }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    buyerUserId: uuid("buyer_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The order that paid for it (a money record, kept as the orders are). */
    orderId: uuid("order_id").references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("gift_cards_code_idx").on(t.code),
    index("gift_cards_buyer_idx").on(t.buyerUserId),
    check("gift_cards_balance_ok", sql`${t.balanceOre} >= 0 AND ${t.balanceOre} <= ${t.amountOre}`),
  ],
);

/** A gift card spent on a checkout hold: held while the buyer pays, used with the order, or released. */
export const giftCardUses = pgTable(
  "gift_card_uses",
  {
    holdId: uuid("hold_id")
      .primaryKey()
      .references(() => checkoutHolds.id, { onDelete: "cascade" }),
    giftCardId: uuid("gift_card_id")
      .notNull()
      .references(() => giftCards.id),
    orderId: uuid("order_id").references(() => orders.id),
    amountOre: bigint("amount_ore", { mode: "number" }).notNull(),
    status: promoUseStatus("status").notNull().default("held"),
    /** What refunds of the order's vouchers gave back to the card. */
    refundedOre: bigint("refunded_ore", { mode: "number" }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("gift_card_uses_card_idx").on(t.giftCardId)],
);

/** The part of a voucher's price a gift card paid: a refund gives it back to that card. */
export const voucherGiftCardParts = pgTable("voucher_gift_card_parts", {
  voucherId: uuid("voucher_id")
    .primaryKey()
    .references(() => vouchers.id, { onDelete: "cascade" }),
  giftCardId: uuid("gift_card_id")
    .notNull()
    .references(() => giftCards.id),
  amountOre: bigint("amount_ore", { mode: "number" }).notNull(),
});
// ── Partner locations (issue 22 part 5, decision 042) ──────────────────────────

/** One of a partner's places where vouchers are used: the first is made from the business profile. */
export const partnerLocations = pgTable(
  "partner_locations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerId: uuid("partner_id")
      .notNull()
      .references(() => partners.id, { onDelete: "cascade" }),
    /** What customers call it, e.g. "Majorstuen". */
    name: text("name").notNull(),
    /** The street address without postal code and town ("Bogstadveien 12"). */
    address: text("address").notNull(),
    /** Null only for a location carried over from a profile address without one. */
    postalCode: text("postal_code"),
    city: text("city").notNull(),
    /** Null: the business profile's phone. */
    phone: text("phone"),
    /** Monday to Sunday like partners.opening_hours; null: not said (the profile's hours apply). */
    openingHours: jsonb("opening_hours").$type<({ opens: string; closes: string } | null)[]>(),
    /** From the postal code (or the town's centre), domain/partners/postal-codes.ts; null: unknown. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: createdAt(),
  },
  (t) => [index("partner_locations_partner_idx").on(t.partnerId)],
);

/** The locations a deal's vouchers can be used at (one or more of its partner's). */
export const dealLocations = pgTable(
  "deal_locations",
  {
    dealId: integer("deal_id")
      .notNull()
      .references(() => deals.id, { onDelete: "cascade" }),
    // A location still named by a deal is not deleted by accident: removeLocation detaches it first.
    locationId: uuid("location_id")
      .notNull()
      .references(() => partnerLocations.id),
  },
  (t) => [primaryKey({ columns: [t.dealId, t.locationId] }), index("deal_locations_location_idx").on(t.locationId)],
);
