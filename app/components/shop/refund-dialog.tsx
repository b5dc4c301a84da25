import { useEffect, useRef } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import type { VoucherView } from "#domain/vouchers/vouchers.server";
import { groupCode } from "#domain/vouchers/voucher-codes";
import { formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { useTranslation } from "~/hooks/translation";
import { paymentMethodLabel } from "./payment-method";

/**
 * The refund's confirm step, opened by ?refund={id}: how much goes back to which card or Vipps,
 * then Confirm (the POST) or Cancel (back to the list). The server renders it open in the page,
 * so it works before or without the script; once hydrated it becomes a modal dialog.
 */
export function RefundDialog({ voucher, cancelTo }: { voucher: VoucherView; cancelTo: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("voucherId") === voucher.id;

  useEffect(() => {
    const dialog = ref.current;
    // showModal refuses a dialog that is already open in the page: reopen it as a modal.
    if (dialog && !dialog.matches(":modal")) {
      dialog.close();
      dialog.showModal();
    }
  }, []);

  const titleId = `refund-title-${voucher.id}`;
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      data-testid="refund-dialog"
      onCancel={(event) => {
        event.preventDefault();
        void navigate(cancelTo, { preventScrollReset: true, replace: true });
      }}
      className="m-auto w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 shadow-xl backdrop:bg-slate-900/50 [&:not(:modal)]:static [&:not(:modal)]:my-6"
    >
      <h2 id={titleId} className="text-xl font-semibold">
        {t("vouchers.refundConfirmTitle")}
      </h2>
      <p className="mt-3 text-lg font-semibold" data-testid="refund-amount">
        {t("vouchers.refundConfirmAmount", {
          amount: formatPrice(voucher.amountOre, lang),
          method: paymentMethodLabel(t, voucher.payment),
        })}
      </p>
      <p className="mt-2 text-sm text-slate-700">{voucher.title}</p>
      <p className="mt-1 text-sm text-slate-700">
        {t("vouchers.refundConfirmText", { code: groupCode(voucher.code) })}
      </p>
      <Form method="post" action={cancelTo} preventScrollReset className="mt-5 flex flex-wrap justify-end gap-3">
        <input type="hidden" name="voucherId" value={voucher.id} />
        <Link
          to={cancelTo}
          preventScrollReset
          replace
          className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100"
        >
          {t("vouchers.refundCancel")}
        </Link>
        <button
          type="submit"
          disabled={busy}
          className="rounded-md bg-rose-700 px-4 py-2 font-semibold text-white hover:bg-rose-800 disabled:bg-slate-500"
        >
          {busy ? t("vouchers.refunding") : t("vouchers.refundConfirm")}
        </button>
      </Form>
    </dialog>
  );
}
