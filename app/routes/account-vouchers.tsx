import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { listUserVouchers } from "../../domain/vouchers.server";
import { VoucherCard } from "~/components/shop/voucher-card";
import { languageFromRequest } from "~/i18n/language.server";
import { requireUser } from "~/lib/auth.server";
import { metaTags } from "~/lib/page-head";
import { pageHead } from "~/lib/page-head.server";
import { qrDataUrl } from "~/lib/qr.server";
import type { Route } from "./+types/account-vouchers";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const lang = languageFromRequest(request);
  const vouchers = await listUserVouchers(context.db, user.id, lang);
  const withQr = await Promise.all(vouchers.map(async (voucher) => ({ voucher, qr: await qrDataUrl(voucher.code) })));
  return { vouchers: withQr, head: pageHead(lang, (t) => t("pages.accountVouchers")) };
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AccountVouchers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("pages.accountVouchers")}</h1>
      {loaderData.vouchers.length === 0 ? (
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
        <ul className="mt-8 space-y-4">
          {loaderData.vouchers.map(({ voucher, qr }) => (
            <li key={voucher.id}>
              <VoucherCard voucher={voucher} qrDataUrl={qr} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
