// The counter's list of today's redemptions, newest first, with "Angre" on those the owner may
// still take back (a code redeemed for the wrong customer).
import { Form } from "react-router";
import type { RedemptionToday } from "#domain/vouchers/redemptions.server";
import { groupCode } from "#domain/vouchers/voucher-codes";
import { formatTime } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { DataTable } from "~/components/data-table";
import { useTranslation } from "~/hooks/translation";

export function TodaysRedemptions({
  redemptions,
  lang,
  busy,
}: {
  redemptions: RedemptionToday[];
  lang: Language;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="today-title" className="mt-10">
      <h2 id="today-title" className="text-xl font-semibold">
        {t("dealEditor.redeem.todayTitle")}
      </h2>
      {redemptions.length === 0 ? (
        <p className="mt-2 text-slate-700">{t("dealEditor.redeem.todayNone")}</p>
      ) : (
        <div className="mt-3">
          <DataTable
            testId="todays-redemptions"
            columns={[
              t("dealEditor.redeem.todayTime"),
              t("dealEditor.redeem.code"),
              t("dealEditor.redeem.deal"),
              t("dealEditor.redeem.todayBy"),
              { hidden: t("dealEditor.redeem.todayActions") },
            ]}
          >
            {redemptions.map((row) => (
              <tr key={`${row.code}-${row.redeemedAt}`} className="border-b border-slate-100">
                <td className="py-2 pr-4 whitespace-nowrap">{formatTime(new Date(row.redeemedAt), lang)}</td>
                <td className="py-2 pr-4 font-mono whitespace-nowrap">{groupCode(row.code)}</td>
                <td className="py-2 pr-4">{row.dealTitle}</td>
                <td className="py-2 pr-4">{row.redeemedBy ?? "–"}</td>
                <td className="py-2">
                  {!row.stands ? (
                    <span className="text-slate-700">{t("dealEditor.redeem.undone")}</span>
                  ) : row.undoable ? (
                    <Form method="post">
                      <input type="hidden" name="code" value={row.code} />
                      <button
                        type="submit"
                        name="intent"
                        value="undo"
                        disabled={busy}
                        aria-label={t("dealEditor.redeem.undoCode", { code: groupCode(row.code) })}
                        className="rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold hover:bg-slate-50"
                      >
                        {t("dealEditor.redeem.undo")}
                      </button>
                    </Form>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        </div>
      )}
    </section>
  );
}
