import { Mail } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "~/hooks/translation";
import { useFetcher } from "react-router";
import { useHydrated } from "~/hooks/use-hydrated";
import { toast } from "~/components/toast/toast-store";

/** Email Voucher: the server sends it to the voucher's owner; a toast says how it went. */
export function EmailVoucherButton({ voucherId }: { voucherId: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  // Sent from the page's script only (the answer is a toast), so wait for it.
  const hydrated = useHydrated();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== "idle" || !result) return;
    toast(
      result.ok
        ? { title: t("shop.emailSent"), description: result.message, variant: "success" }
        : { title: t("shop.emailFailed"), description: result.message, variant: "destructive" },
    );
  }, [fetcher.state, result, t]);

  return (
    <fetcher.Form method="post" action={`/vouchers/${voucherId}/email`}>
      <button
        type="submit"
        disabled={!hydrated || busy}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60"
      >
        <Mail aria-hidden="true" className="size-4" />
        {busy ? t("shop.emailing") : t("shop.emailVoucher")}
      </button>
    </fetcher.Form>
  );
}
