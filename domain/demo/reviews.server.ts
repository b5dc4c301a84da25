// The demo catalogue's reviews: real rows on real redeemed vouchers of demo reviewers, so every
// rating and count on screen comes from reviews, the way it does for a live deal. Written with a
// few set-based statements (about two thousand rows in milliseconds) and deterministic: the same
// catalogue gets the same reviewers, stars and words. Each deal's stars average its seeded rating;
// a deal nobody bought has none. Orders are dated long before the dashboards' periods (at most
// twice 90 days back), so the partners' sales figures are not changed by them.
import { sql } from "drizzle-orm";
import type { Transaction } from "#db/connection.server";
import { CODE_ALPHABET } from "#domain/vouchers/voucher-codes";

const REVIEWERS = [
  "Ingrid Johansen",
  "Lars Olsen",
  "Marte Larsen",
  "Jonas Andersen",
  "Sofie Pedersen",
  "Henrik Nilsen",
  "Emma Kristiansen",
  "Magnus Jensen",
  "Nora Karlsen",
  "Sander Berg",
  "Ida Haugen",
  "Martin Hagen",
  "Thea Eriksen",
  "Elias Solberg",
  "Julie Bakken",
  "Emil Strand",
  "Hanna Lie",
  "Tobias Moen",
  "Sara Dahl",
  "Kristian Holm",
];

/** Words by stars (index 0: one star), Norwegian and English. */
const TEXTS: readonly (readonly [string, string][])[] = [
  [
    [
      "Dessverre ikke som beskrevet, og vanskelig å få time.",
      "Sadly not as described, and hard to get an appointment.",
    ],
  ],
  [["Greit nok, men det føltes stresset og litt kort.", "Fine, but it felt rushed and a bit short."]],
  [
    ["Helt ok for prisen. Hyggelig betjening.", "Okay for the price. Friendly staff."],
    ["Grei opplevelse, men ventetiden var lang.", "A decent experience, but the wait was long."],
  ],
  [
    ["Veldig fornøyd! Enkel bestilling og hyggelig mottakelse.", "Very happy! Easy booking and a warm welcome."],
    ["God opplevelse, kommer gjerne tilbake.", "A good experience, I would happily come back."],
    ["Flott sted og god service. Anbefales.", "Lovely place and good service. Recommended."],
  ],
  [
    ["Fantastisk! Alt var perfekt fra start til slutt.", "Fantastic! Everything was perfect from start to finish."],
    ["Beste kjøpet i år. Profesjonelle og hyggelige folk.", "Best buy this year. Professional and friendly people."],
    ["Nydelig opplevelse – verdt hver krone.", "A lovely experience – worth every krone."],
    ["Over all forventning. Vi kommer igjen!", "Beyond all expectations. We will be back!"],
  ],
];

/** The partner's answers on the demo partner's deals (every third review). */
const REPLY = "Tusen takk for tilbakemeldingen – velkommen tilbake!";

/** Writes the reviews, their reviewers, orders and redeemed vouchers, and the deals' ratings from them. */
export async function seedReviews(tx: Transaction, now: Date, demoPartnerId: string | undefined): Promise<void> {
  const names = sql.param(REVIEWERS);
  await tx.execute(sql`
    INSERT INTO users (email, name, password_hash, role, email_verified_at)
    SELECT 'anmelder-' || lpad(i::text, 2, '0') || '@demo.magicdeals.no', name, '!demo-reviewer', 'user', ${now}
      FROM unnest(${names}::text[]) WITH ORDINALITY AS r(name, i)`);

  const texts = sql.param(TEXTS.flatMap((level, i) => level.map(([no]) => `${i + 1}|${no}`)));
  const textsEn = sql.param(TEXTS.flatMap((level, i) => level.map(([, en]) => `${i + 1}|${en}`)));
  // One planned review per row: which deal, the how-manieth, its reviewer, its stars and dates.
  await tx.execute(sql`
    CREATE TEMP TABLE seed_review_plan ON COMMIT DROP AS
    WITH planned AS (
      SELECT d.id AS deal_id, d.title, d.discounted_price_ore, d.original_price_ore, d.rating AS target, k,
             least(d.sold_count, 2 + d.sold_count / 60, 40) AS n
        FROM deals d, generate_series(1, 40) AS k
       WHERE k <= least(d.sold_count, 2 + d.sold_count / 60, 40)
    ), starred AS (
      SELECT p.*,
             least(5, floor(p.target)::int + CASE WHEN k <= round((p.target - floor(p.target)) * n) THEN 1 ELSE 0 END) AS stars,
             row_number() OVER (ORDER BY deal_id, k) AS seq
        FROM planned p
    )
    SELECT s.*,
           gen_random_uuid() AS order_id, gen_random_uuid() AS line_id, gen_random_uuid() AS voucher_id,
           (SELECT u.id FROM users u
             WHERE u.email = 'anmelder-' || lpad((1 + (s.deal_id * 7 + s.k * 3) % ${REVIEWERS.length})::text, 2, '0') || '@demo.magicdeals.no') AS user_id,
           ${now}::timestamptz - make_interval(days => 200 + ((s.deal_id * 13 + s.k * 37) % 300)) AS ordered_at,
           5 + (s.deal_id * 5 + s.k * 11) % 60 AS used_after_days
      FROM starred s`);

  await tx.execute(sql`
    INSERT INTO orders (id, number, user_id, email, language, status, total_ore, original_total_ore, vat_ore,
                        card_brand, card_last4, created_at)
    SELECT p.order_id, 'ORD-R' || lpad(p.seq::text, 9, '0'), p.user_id, u.email, 'no', 'paid', p.discounted_price_ore,
           p.original_price_ore, round(p.discounted_price_ore * 0.2), 'Visa', '4242', p.ordered_at
      FROM seed_review_plan p JOIN users u ON u.id = p.user_id`);
  await tx.execute(sql`
    INSERT INTO order_lines (id, order_id, deal_id, package_kind, title, quantity, unit_price_ore, unit_original_ore, validity_days)
    SELECT line_id, order_id, deal_id, 'basic', title, 1, discounted_price_ore, original_price_ore, 180 FROM seed_review_plan`);
  // Codes shaped like real ones (MAGIC- and 10 characters of the code alphabet), unique by their
  // sequence number in base 31; they are used already, so nothing is won by guessing them.
  const alphabet = CODE_ALPHABET;
  await tx.execute(sql`
    INSERT INTO vouchers (id, code, order_id, order_line_id, deal_id, status, valid_until, created_at)
    SELECT voucher_id,
           'MAGIC-RVWDMQ' || substr(${alphabet}, 1 + (seq / 29791)::int % 31, 1) || substr(${alphabet}, 1 + (seq / 961)::int % 31, 1)
             || substr(${alphabet}, 1 + (seq / 31)::int % 31, 1) || substr(${alphabet}, 1 + seq::int % 31, 1),
           order_id, line_id, deal_id, 'redeemed', ordered_at + interval '180 days', ordered_at
      FROM seed_review_plan`);
  await tx.execute(sql`
    INSERT INTO voucher_events (voucher_id, from_status, to_status, actor_user_id, reason, occurred_at)
    SELECT voucher_id, NULL::voucher_status, 'active'::voucher_status, user_id, 'purchase', ordered_at FROM seed_review_plan
    UNION ALL
    SELECT voucher_id, 'active'::voucher_status, 'redeemed'::voucher_status, NULL, 'redeemed by partner', ordered_at + make_interval(days => used_after_days)
      FROM seed_review_plan`);
  await tx.execute(sql`
    WITH words AS (
      SELECT split_part(t, '|', 1)::int AS stars, split_part(t, '|', 2) AS text,
             row_number() OVER (PARTITION BY split_part(t, '|', 1) ORDER BY i) - 1 AS pick
        FROM unnest(${texts}::text[]) WITH ORDINALITY AS w(t, i)
    ), words_en AS (
      SELECT split_part(t, '|', 1)::int AS stars, split_part(t, '|', 2) AS text,
             row_number() OVER (PARTITION BY split_part(t, '|', 1) ORDER BY i) - 1 AS pick
        FROM unnest(${textsEn}::text[]) WITH ORDINALITY AS w(t, i)
    ), counts AS (SELECT stars, count(*) AS n FROM words GROUP BY stars)
    INSERT INTO reviews (voucher_id, deal_id, customer_id, rating, text, language, created_at, helpful_count,
                         partner_reply, replied_at)
    SELECT p.voucher_id, p.deal_id, p.user_id, p.stars,
           CASE WHEN p.seq % 5 = 0 THEN en.text ELSE w.text END,
           CASE WHEN p.seq % 5 = 0 THEN 'en' ELSE 'no' END,
           p.ordered_at + make_interval(days => p.used_after_days + 1 + (p.seq % 3)::int),
           (p.seq * 7) % 11,
           CASE WHEN d.partner_id = ${demoPartnerId ?? null}::uuid AND p.k % 3 = 1 THEN ${REPLY} END,
           CASE WHEN d.partner_id = ${demoPartnerId ?? null}::uuid AND p.k % 3 = 1
                THEN p.ordered_at + make_interval(days => p.used_after_days + 4) END
      FROM seed_review_plan p
      JOIN deals d ON d.id = p.deal_id
      JOIN counts c ON c.stars = p.stars
      JOIN words w ON w.stars = p.stars AND w.pick = p.seq % c.n
      JOIN words_en en ON en.stars = p.stars AND en.pick = p.seq % c.n`);
  // The ratings on screen: from the reviews, none for a deal without.
  await tx.execute(sql`
    UPDATE deals d SET rating = coalesce(r.avg, 0), review_count = coalesce(r.n, 0)
      FROM (SELECT dd.id, round(avg(rv.rating), 1) AS avg, count(rv.id)::int AS n
              FROM deals dd LEFT JOIN reviews rv ON rv.deal_id = dd.id AND rv.hidden_at IS NULL
             GROUP BY dd.id) r
     WHERE r.id = d.id`);
}
