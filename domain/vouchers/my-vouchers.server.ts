// My vouchers as a customer reads it: every voucher they can still use, then their used, expired,
// refunded, cancelled and given-away ones a page at a time, newest first (as Groupon and Let's
// Deal split them). One prepared statement: the customer's vouchers are found and sorted into the
// two parts once (the CTE "mine"), and only the usable ones and one page of the history get their
// order, deal, business and sub-selects, so a customer with 140 vouchers costs what one with a few
// usable ones and a page of history does.
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/connection.server";
import { preparedQuery } from "#db/prepared-queries.server";
import { deals, orderLines, orders, partners, voucherGifts, vouchers } from "#db/schema.server";
import type { Language } from "#i18n/languages";
import { toView, voucherColumns, type VoucherView } from "./vouchers.server";

/** How many used, expired, refunded or given-away vouchers one page of the history shows. */
export const HISTORY_PAGE_SIZE = 10;

/** A voucher to use, as its card shows it: no opening hours, no map (the card shows neither). */
export type MyVoucher = VoucherView;

/**
 * A voucher of the history, as its card shows it: what it was, what became of it, its code and
 * receipt, and its review; not the business's address and booking text, nor the refund's terms,
 * which are of no use once a voucher cannot be used.
 */
export type PastVoucher = Pick<
  VoucherView,
  | "id"
  | "code"
  | "status"
  | "validUntil"
  | "title"
  | "city"
  | "imageSrc"
  | "orderId"
  | "refundPending"
  | "reviewed"
  | "gift"
> & {
  /** Given as a gift and claimed by the recipient: theirs to use now, not this customer's. */
  givenAway: boolean;
};

export interface MyVouchers {
  /** Every voucher the customer can still use (active, booked or not, gifts not yet claimed), newest first. */
  toUse: MyVoucher[];
  /** One page of the rest, newest first. */
  history: PastVoucher[];
  /** How many vouchers the whole history has. */
  historyTotal: number;
  /** The history's page shown: the one asked for, or 1 when that page is past the end. */
  historyPage: number;
  historyPageCount: number;
}

// Prepared, one statement per language (the title's column differs), as listUserVouchers is.
function myVouchersQuery(lang: Language) {
  return preparedQuery((db) => {
    // Hidden from the planner, as in listUserVouchers (decision 050): every customer gets the
    // same plan, and PostgreSQL keeps the generic one instead of planning each render anew.
    const userId = sql`(SELECT ${sql.placeholder("userId")}::uuid)`;
    // The customer's vouchers (bought, or given to them and claimed), each marked usable or not.
    // A gift the recipient has claimed is theirs (its buyer can no longer use or refund it), so
    // for the buyer it is history; for the recipient, who claimed it, it is to use.
    const mine = db
      .$with("mine", {
        id: sql<string>`mine_id`.as("mine_id"),
        usable: sql<boolean>`mine_usable`.as("mine_usable"),
      })
      .as(
        sql`SELECT v.id AS mine_id, o.created_at AS mine_created_at, v.code AS mine_code,
                   v.status = 'active' AND (g.claimed_at IS NULL OR g.claimed_by = ${userId}) AS mine_usable
              FROM ${vouchers} v
              JOIN ${orders} o ON o.id = v.order_id
              LEFT JOIN ${voucherGifts} g ON g.voucher_id = v.id
             WHERE v.id = ANY (ARRAY(
                   SELECT v2.id FROM ${vouchers} v2 JOIN ${orders} o2 ON o2.id = v2.order_id WHERE o2.user_id = ${userId}
                   UNION ALL
                   SELECT g2.voucher_id FROM ${voucherGifts} g2 WHERE g2.claimed_by = ${userId}))`,
      );
    return (
      db
        .with(mine)
        .select({
          ...voucherColumns(lang),
          usable: sql<boolean>`(SELECT m.mine_usable FROM mine m WHERE m.mine_id = ${vouchers.id})`,
          historyTotal: sql<number>`(SELECT count(*)::int FROM mine WHERE NOT mine_usable)`,
        })
        .from(vouchers)
        .innerJoin(orders, eq(orders.id, vouchers.orderId))
        .innerJoin(orderLines, eq(orderLines.id, vouchers.orderLineId))
        .innerJoin(deals, eq(deals.id, vouchers.dealId))
        .innerJoin(partners, eq(partners.id, deals.partnerId))
        // Every usable voucher, and the history's page: the sub-selects run for these rows only.
        .where(
          sql`${vouchers.id} = ANY (ARRAY(
              SELECT mine_id FROM mine WHERE mine_usable
              UNION ALL
              (SELECT mine_id FROM mine WHERE NOT mine_usable ORDER BY mine_created_at DESC, mine_code
                LIMIT ${sql.raw(String(HISTORY_PAGE_SIZE))} OFFSET ${sql.placeholder("offset")})))`,
        )
        .orderBy(desc(orders.createdAt), vouchers.code)
        .prepare(`my_vouchers_${lang}`)
    );
  });
}

const myVouchersQueries = { no: myVouchersQuery("no"), en: myVouchersQuery("en") };

/**
 * My vouchers with the history's page `historyPage` (1 is the newest). A page past the end gives
 * page 1, as a bad page number in the address does.
 */
export async function listMyVouchers(
  db: Database,
  userId: string,
  lang: Language,
  historyPage: number,
): Promise<MyVouchers> {
  const page = Number.isSafeInteger(historyPage) && historyPage >= 1 ? historyPage : 1;
  const rows = await myVouchersQueries[lang](db).execute({ userId, offset: (page - 1) * HISTORY_PAGE_SIZE });
  const historyTotal = rows[0]?.historyTotal ?? 0;
  const history = rows.filter((row) => !row.usable);
  // A page past the end (with nothing to use it returns no row, so not even the count): page 1.
  if (page > 1 && history.length === 0) return listMyVouchers(db, userId, lang, 1);
  const now = new Date();
  const view = (row: (typeof rows)[number]): VoucherView => {
    const { usable: _usable, historyTotal: _total, ...voucher } = row;
    return toView(voucher, lang, now);
  };
  const toUse = (row: (typeof rows)[number]): MyVoucher => {
    const voucher = view(row);
    return { ...voucher, business: { ...voucher.business, openingHours: null, location: null } };
  };
  const past = (row: (typeof rows)[number]): PastVoucher => {
    const { id, code, status, validUntil, title, city, imageSrc, orderId, refundPending, reviewed, gift } = view(row);
    // Not usable yet active: a gift its recipient has claimed.
    const givenAway = status === "active";
    return { id, code, status, validUntil, title, city, imageSrc, orderId, refundPending, reviewed, gift, givenAway };
  };
  return {
    toUse: rows.filter((row) => row.usable).map(toUse),
    history: history.map(past),
    historyTotal,
    historyPage: page,
    historyPageCount: Math.max(1, Math.ceil(historyTotal / HISTORY_PAGE_SIZE)),
  };
}
