import { z } from "zod";
import { useTranslation } from "~/hooks/translation";
import { Link } from "react-router";
import { refundVoucher } from "#domain/vouchers/refunds.server";
import { HISTORY_PAGE_SIZE, listMyVouchers } from "#domain/vouchers/my-vouchers.server";
import { FormBanner } from "~/components/auth/auth-card";
import { formFields } from "#i18n/form-errors.server";
import { readForm } from "~/requests/form.server";
import { refundAnswer } from "~/route-helpers/refund-answer.server";
import { VouchersToUse } from "~/components/shop/vouchers-to-use";
import { VoucherHistory } from "~/components/shop/voucher-history";
import { RefundDialog } from "~/components/shop/refund-dialog";
import { languageFromRequest } from "~/requests/language.server";
import { requireUser } from "~/guards/auth.server";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { qrDataUrl } from "#domain/vouchers/qr.server";
import type { Route } from "./+types/account-vouchers";
import { WITHOUT_SHELL_ICONS } from "~/components/icons/repeated-icons";

// The history's page in the address (?page=N); anything but a whole number from 1 shows page 1.
const historyPageSchema = z.coerce.number().int().min(1).max(1_000_000).catch(1);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const query = new URL(request.url).searchParams;
  const mine = await listMyVouchers(context.db, user.id, lang, historyPageSchema.parse(query.get("page") ?? undefined));
  // Only a voucher that can still be used gets a QR code to show; the history's cards none.
  const toUse = await Promise.all(
    mine.toUse.map(async (voucher) => ({
      voucher,
      qr: voucher.status === "active" ? await qrDataUrl(voucher.code) : null,
    })),
  );
  // The refund's confirm step, for a voucher of this user's that can be refunded now (always one to use).
  const asked = query.get("refund");
  const confirmRefundId = mine.toUse.some((v) => v.id === asked && v.refundBlock === null) ? asked : null;
  return {
    toUse,
    history: mine.history,
    historyTotal: mine.historyTotal,
    historyPage: mine.historyPage,
    historyPageCount: mine.historyPageCount,
    historyPageSize: HISTORY_PAGE_SIZE,
    confirmRefundId,
    head: pageHead(lang, (t) => t("pages.accountVouchers")),
  };
}

/** Refund of one of the user's own vouchers (the 14-day money-back promise). */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const form = formFields(await readForm(request));
  const voucherId = form.voucherId ?? "";
  const services = {
    provider: context.paymentProvider,
    mailer: context.mailer,
    origin: context.origin,
  };
  const result = await refundVoucher(context.db, services, { voucherId, userId: user.id, language: lang });
  return refundAnswer(result, lang);
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

// No deal cards, ratings or reviews here: the shell leaves out their icons.
export const handle = WITHOUT_SHELL_ICONS;

export default function AccountVouchers({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const confirming = loaderData.toUse.find(({ voucher }) => voucher.id === loaderData.confirmRefundId)?.voucher;
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("pages.accountVouchers")}</h1>
      <div className="mt-4">
        <FormBanner tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      {confirming ? <RefundDialog key={confirming.id} voucher={confirming} cancelTo="/account/vouchers" /> : null}
      {loaderData.toUse.length === 0 && loaderData.historyTotal === 0 ? (
        <div className="mt-8 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-slate-700">{t("vouchers.empty")}</p>
          <Link
            to="/deals"
            className="mt-4 inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
          >
            {t("cartPage.browse")}
          </Link>
        </div>
      ) : (
        <>
          <VouchersToUse vouchers={loaderData.toUse} />
          {loaderData.historyTotal > 0 ? (
            <VoucherHistory
              vouchers={loaderData.history}
              total={loaderData.historyTotal}
              page={loaderData.historyPage}
              pageCount={loaderData.historyPageCount}
              pageSize={loaderData.historyPageSize}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
