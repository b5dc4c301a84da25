// What a partner sees of its money: the payout summary on the dashboard, its statements (PDF and
// CSV, its own only) and the bank account its payouts go to.
import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import type { Database, DatabaseOrTransaction } from "#db/connection.server";
import { preparedSql } from "#db/prepared-queries.server";
import { partnerPayoutSettings, partners, payoutLines, payoutRuns, payouts, vouchers } from "#db/schema.server";
import { COMPANY } from "#domain/platform/company";
import { translator } from "#i18n/dictionaries.server";
import { formatAmount, formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { formatAccountNumber } from "./bank-account";
import { BUSINESS_PLANS } from "./business-plans";
import { earningOf, sumEarnings } from "./payout-amounts";
import { nextPeriodEnd, periodLabel } from "./payout-periods";
import { csvRow, kroner, type PayoutRunStatus } from "./payout-runs.server";

export async function getPayoutAccount(db: Database, partnerId: string): Promise<string | null> {
  const [row] = await db.select().from(partnerPayoutSettings).where(eq(partnerPayoutSettings.partnerId, partnerId));
  return row?.accountNumber ?? null;
}

/** Saves the (checked) account number; payouts of runs made from now on go there. */
export function savePayoutAccount(db: Database, partnerId: string, accountNumber: string): Promise<void> {
  return savePayoutAccountIn(db, partnerId, accountNumber);
}

export async function savePayoutAccountIn(
  db: DatabaseOrTransaction,
  partnerId: string,
  accountNumber: string,
): Promise<void> {
  await db
    .insert(partnerPayoutSettings)
    .values({ partnerId, accountNumber })
    .onConflictDoUpdate({ target: partnerPayoutSettings.partnerId, set: { accountNumber, updatedAt: new Date() } });
}

export interface PartnerPayout {
  id: string;
  periodEnd: Date;
  status: PayoutRunStatus;
  reference: string;
  voucherCount: number;
  grossOre: number;
  commissionOre: number;
  commissionVatOre: number;
  netOre: number;
}

const payoutColumns = {
  id: payouts.id,
  periodEnd: payoutRuns.periodEnd,
  status: payoutRuns.status,
  reference: payouts.reference,
  voucherCount: payouts.voucherCount,
  grossOre: payouts.grossOre,
  commissionOre: payouts.commissionOre,
  commissionVatOre: payouts.commissionVatOre,
  netOre: payouts.netOre,
};

export function listPartnerPayouts(db: Database, partnerId: string): Promise<PartnerPayout[]> {
  return db
    .select(payoutColumns)
    .from(payouts)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payouts.runId))
    .where(eq(payouts.partnerId, partnerId))
    .orderBy(desc(payoutRuns.periodEnd));
}

export interface StatementLine {
  code: string;
  dealTitle: string;
  redeemedAt: Date;
  grossOre: number;
  commissionOre: number;
  commissionVatOre: number;
  netOre: number;
}

export interface Statement {
  payout: PartnerPayout;
  partner: { name: string; orgNumber: string; accountNumber: string | null };
  lines: StatementLine[];
}

/** One payout's statement, only for the partner it belongs to: another partner's reads as none. */
export async function getStatement(db: Database, partnerId: string, payoutId: string): Promise<Statement | null> {
  if (!/^[0-9a-f-]{36}$/i.test(payoutId)) return null;
  const [payout] = await db
    .select({
      ...payoutColumns,
      name: partners.name,
      orgNumber: partners.orgNumber,
      accountNumber: payouts.accountNumber,
    })
    .from(payouts)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payouts.runId))
    .innerJoin(partners, eq(partners.id, payouts.partnerId))
    .where(and(eq(payouts.id, payoutId), eq(payouts.partnerId, partnerId)));
  if (!payout) return null;
  const { rows } = await db.execute<{
    code: string;
    title: string;
    redeemed_at: Date;
    gross_ore: string;
    commission_ore: string;
    commission_vat_ore: string;
    net_ore: string;
  }>(sql`SELECT v.code, d.title, pl.redeemed_at, pl.gross_ore, pl.commission_ore, pl.commission_vat_ore, pl.net_ore
           FROM ${payoutLines} pl JOIN ${vouchers} v ON v.id = pl.voucher_id JOIN deals d ON d.id = v.deal_id
          WHERE pl.payout_id = ${payoutId} ORDER BY pl.redeemed_at, v.code`);
  const { name, orgNumber, accountNumber, ...rest } = payout;
  return {
    payout: rest,
    partner: { name, orgNumber, accountNumber },
    lines: rows.map((r) => ({
      code: r.code,
      dealTitle: r.title,
      redeemedAt: new Date(r.redeemed_at),
      grossOre: Number(r.gross_ore),
      commissionOre: Number(r.commission_ore),
      commissionVatOre: Number(r.commission_vat_ore),
      netOre: Number(r.net_ore),
    })),
  };
}

export const statementFilename = (statement: Statement, ext: "pdf" | "csv") =>
  `magicdeals-utbetaling-${periodLabel(statement.payout.periodEnd)}.${ext}`;

export function statementCsv(statement: Statement): string {
  const rows = [
    csvRow(["voucher", "deal", "redeemed_at", "gross_nok", "commission_nok", "commission_vat_nok", "net_nok"]),
    ...statement.lines.map((l) =>
      csvRow([
        l.code,
        l.dealTitle,
        l.redeemedAt.toISOString(),
        kroner(l.grossOre),
        kroner(l.commissionOre),
        kroner(l.commissionVatOre),
        kroner(l.netOre),
      ]),
    ),
    csvRow([
      "total",
      "",
      "",
      kroner(statement.payout.grossOre),
      kroner(statement.payout.commissionOre),
      kroner(statement.payout.commissionVatOre),
      kroner(statement.payout.netOre),
    ]),
  ];
  return `${rows.join("\r\n")}\r\n`;
}

const latin1 = (text: string) => text.replace(/\u2212/g, "-").replace(/[^\x20-\x7E\xA0-\xFF]/g, "");

export async function statementPdf(statement: Statement, lang: Language): Promise<Uint8Array> {
  const t = translator(lang);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t("payouts.statement.title")} ${statement.payout.reference}`);
  pdf.setAuthor(COMPANY.name);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const ink = rgb(0.06, 0.09, 0.16);
  let page = pdf.addPage([595, 842]);
  let y = 780;
  const write = (value: string, x: number, size: number, font = regular, right = false) => {
    const text = latin1(value);
    page.drawText(text, { x: right ? x - font.widthOfTextAtSize(text, size) : x, y, size, font, color: ink });
  };
  const line = (value: string, size = 11, font = regular) => {
    write(value, 50, size, font);
    y -= size * 1.5;
  };
  const { payout, partner } = statement;
  line(t("payouts.statement.title"), 20, bold);
  line(`${COMPANY.name}, ${COMPANY.address}`);
  y -= 6;
  line(`${partner.name} (${t("payouts.statement.orgNumber")} ${partner.orgNumber})`, 11, bold);
  line(`${t("payouts.statement.period")}: ${formatDate(payout.periodEnd, lang)}`);
  line(`${t("payouts.statement.reference")}: ${payout.reference}`);
  line(
    `${t("payouts.statement.account")}: ${partner.accountNumber ? formatAccountNumber(partner.accountNumber) : "-"}`,
  );
  y -= 10;
  const cols = { code: 50, gross: 330, commission: 405, vat: 475, net: 545 };
  const header = () => {
    write(t("payouts.statement.voucher"), cols.code, 9, bold);
    write(t("payouts.statement.gross"), cols.gross, 9, bold, true);
    write(t("payouts.statement.commission"), cols.commission, 9, bold, true);
    write(t("payouts.statement.vat"), cols.vat, 9, bold, true);
    write(t("payouts.statement.net"), cols.net, 9, bold, true);
    y -= 14;
  };
  header();
  for (const l of statement.lines) {
    if (y < 60) {
      page = pdf.addPage([595, 842]);
      y = 780;
      header();
    }
    let title = latin1(`${l.code} ${l.dealTitle}`);
    while (title.length > 3 && regular.widthOfTextAtSize(title, 9) > 220) title = `${title.slice(0, -4)}...`;
    write(title, cols.code, 9);
    write(formatAmount(l.grossOre, lang), cols.gross, 9, regular, true);
    write(formatAmount(l.commissionOre, lang), cols.commission, 9, regular, true);
    write(formatAmount(l.commissionVatOre, lang), cols.vat, 9, regular, true);
    write(formatAmount(l.netOre, lang), cols.net, 9, regular, true);
    y -= 13;
  }
  if (y < 80) {
    page = pdf.addPage([595, 842]);
    y = 780;
  }
  y -= 4;
  page.drawLine({ start: { x: 50, y: y + 10 }, end: { x: 545, y: y + 10 }, thickness: 0.5, color: ink });
  write(t("payouts.statement.total", { count: String(payout.voucherCount) }), cols.code, 10, bold);
  write(formatAmount(payout.grossOre, lang), cols.gross, 10, bold, true);
  write(formatAmount(payout.commissionOre, lang), cols.commission, 10, bold, true);
  write(formatAmount(payout.commissionVatOre, lang), cols.vat, 10, bold, true);
  write(formatAmount(payout.netOre, lang), cols.net, 10, bold, true);
  return pdf.save();
}

export interface PayoutSummary {
  /** Net earnings of every redeemed voucher, paid or not. */
  earnedOre: number;
  paidOre: number;
  /** In runs made but not yet paid. */
  onTheWayOre: number;
  nextPayoutDate: string;
  /** What the next run would pay if it ran now: earnings in no run yet. */
  nextPayoutOre: number;
  soldCount: number;
  /** Shares of the sold vouchers, in percent with one decimal. */
  redemptionRate: number;
  refundRate: number;
  /** Sold and not yet redeemed (active vouchers): what the partner still owes customers. */
  liabilityCount: number;
  liabilityOre: number;
}

export interface PayoutSummaryRow extends Record<string, unknown> {
  sold: number;
  redeemed: number;
  refunded: number;
  active: number;
  active_ore: string | number;
  paid: string | number;
  on_the_way: string | number;
  plan: string | null;
  unpaid: { gross_ore: string | number; n: number }[];
}

/**
 * The summary's figures in one row. The unpaid redeemed vouchers come grouped by price (each
 * still earns its own rounded amount), the plan is the partner's. `partnerId` is a placeholder or
 * SQL of the statement around it (the dashboard runs it inside its own).
 */
export function payoutSummarySql(partnerId: Placeholder | SQL): SQL {
  return sql`
    WITH sold AS (
      SELECT v.id, v.status, ol.unit_price_ore
        FROM vouchers v JOIN order_lines ol ON ol.id = v.order_line_id JOIN deals d ON d.id = v.deal_id
       WHERE d.partner_id = ${partnerId}
    )
    SELECT (SELECT count(*)::int FROM sold) AS sold,
           (SELECT count(*) FILTER (WHERE status = 'redeemed')::int FROM sold) AS redeemed,
           (SELECT count(*) FILTER (WHERE status = 'refunded')::int FROM sold) AS refunded,
           (SELECT count(*) FILTER (WHERE status = 'active')::int FROM sold) AS active,
           (SELECT coalesce(sum(unit_price_ore) FILTER (WHERE status = 'active'), 0) FROM sold) AS active_ore,
           (SELECT coalesce(sum(p.net_ore) FILTER (WHERE r.status = 'paid'), 0)
              FROM payouts p JOIN payout_runs r ON r.id = p.run_id WHERE p.partner_id = ${partnerId}) AS paid,
           (SELECT coalesce(sum(p.net_ore) FILTER (WHERE r.status <> 'paid'), 0)
              FROM payouts p JOIN payout_runs r ON r.id = p.run_id WHERE p.partner_id = ${partnerId}) AS on_the_way,
           (SELECT pp.plan::text FROM partner_profiles pp WHERE pp.partner_id = ${partnerId}) AS plan,
           (SELECT coalesce(json_agg(json_build_object('gross_ore', g.gross_ore, 'n', g.n)), '[]'::json)
              FROM (SELECT unit_price_ore AS gross_ore, count(*)::int AS n FROM sold
                     WHERE status = 'redeemed' AND NOT EXISTS (SELECT 1 FROM payout_lines pl WHERE pl.voucher_id = sold.id)
                     GROUP BY unit_price_ore) g) AS unpaid`;
}

// Prepared: the dashboard asks it on every render.
const payoutSummaryQuery = preparedSql<PayoutSummaryRow>(
  "partner_payout_summary",
  payoutSummarySql(sql.placeholder("partnerId")),
);

export async function getPayoutSummary(db: Database, partnerId: string, now = new Date()): Promise<PayoutSummary> {
  const { rows } = await payoutSummaryQuery(db).execute({ partnerId });
  return payoutSummaryOf(rows[0]!, now);
}

/** The summary from a row of payoutSummarySql (sums as text from PostgreSQL, or numbers from JSON). */
export function payoutSummaryOf(c: PayoutSummaryRow, now: Date): PayoutSummary {
  const commission = (BUSINESS_PLANS.find((p) => p.id === c.plan) ?? BUSINESS_PLANS[0]).commissionBasisPoints;
  const next = sumEarnings(
    c.unpaid.flatMap(({ gross_ore, n }) => Array.from({ length: n }, () => earningOf(Number(gross_ore), commission))),
  );
  const paidOre = Number(c.paid);
  const onTheWayOre = Number(c.on_the_way);
  const percent = (part: number) => (c.sold === 0 ? 0 : Math.round((part / c.sold) * 1000) / 10);
  return {
    earnedOre: paidOre + onTheWayOre + next.netOre,
    paidOre,
    onTheWayOre,
    nextPayoutDate: nextPeriodEnd(now).toISOString(),
    nextPayoutOre: next.netOre,
    soldCount: c.sold,
    redemptionRate: percent(c.redeemed),
    refundRate: percent(c.refunded),
    liabilityCount: c.active,
    liabilityOre: Number(c.active_ore),
  };
}
