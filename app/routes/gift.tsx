import { data, Form, Link, redirect } from "react-router";
import { claimGift, openGift, voucherIdFromGiftToken } from "#domain/vouchers/gifts.server";
import { qrDataUrl } from "#domain/vouchers/qr.server";
import { groupCode } from "#domain/vouchers/voucher-codes";
import { translator } from "#i18n/dictionaries.server";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { FormBanner } from "~/components/auth/auth-card";
import { EmptyPage } from "~/components/empty-page";
import { VoucherBusiness } from "~/components/shop/voucher-business";
import { getCurrentUser } from "~/guards/auth.server";
import { useTranslation } from "~/hooks/translation";
import { metaTags } from "~/rendering/page-head";
import { pageHead } from "~/rendering/page-head.server";
import { languageFromRequest } from "~/requests/language.server";
import type { Route } from "./+types/gift";

/**
 * GET /gift/{token}: a gift's recipient opens it by the signed link in its e-mail: the voucher
 * without its price, the greeting, and "Legg i min konto". A link the server did not sign, or of
 * a gift not delivered yet, is a plain 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = languageFromRequest(request);
  const user = await getCurrentUser(request, context);
  const gift = await openGift(context.db, context.signer, params.token, user?.id ?? null, lang);
  if (!gift) throw data(null, { status: 404 });
  const { voucher } = gift;
  return {
    gift: {
      recipientName: gift.recipientName,
      from: gift.from,
      message: gift.message,
      claimed: gift.claimed,
      claimedByViewer: gift.claimedByViewer,
      title: voucher.title,
      code: voucher.code,
      status: voucher.status,
      validUntil: voucher.validUntil,
      business: voucher.business,
      locations: voucher.locations,
      finePrint: voucher.finePrint,
    },
    qr: voucher.status === "active" ? await qrDataUrl(voucher.code) : null,
    signedIn: user !== null,
    head: pageHead(lang, (t) => t("gifts.page.title")),
  };
}

/** "Legg i min konto": the signed-in recipient claims the voucher (once; the first claim wins). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const lang = languageFromRequest(request);
  if (!voucherIdFromGiftToken(context.signer, params.token)) throw data(null, { status: 404 });
  const user = await getCurrentUser(request, context);
  const here = new URL(request.url).pathname;
  if (!user) throw redirect(`/login?redirectTo=${encodeURIComponent(here)}`);
  const result = await claimGift(context.db, context.signer, params.token, user.id);
  const t = translator(lang);
  if (result.ok) return { ok: true as const, message: t("gifts.page.claimed") };
  const message =
    result.reason === "alreadyClaimed"
      ? t("gifts.page.claimedByOther")
      : result.reason === "ownGift"
        ? t("gifts.page.ownGift")
        : result.reason === "notActive"
          ? t("gifts.page.notActive")
          : t("gifts.page.notFound");
  return data({ ok: false as const, message }, { status: result.reason === "notFound" ? 404 : 409 });
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <EmptyPage
      title={t("gifts.page.title")}
      text={t("gifts.page.notFound")}
      link={{ to: "/", label: t("success.home") }}
    />
  );
}

export default function Gift({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { gift, qr, signedIn } = loaderData;
  const claimedHere = gift.claimedByViewer || actionData?.ok === true;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold">{t("gifts.page.title")}</h1>
      <p className="mt-2 text-lg text-slate-700">{t("gifts.page.from", { name: gift.from })}</p>
      {gift.message ? (
        <blockquote
          className="mt-4 rounded-lg border-l-4 border-rose-400 bg-rose-50 p-4 text-lg italic"
          data-testid="gift-message"
        >
          {gift.message}
        </blockquote>
      ) : null}
      <div className="mt-4">
        <FormBanner tone={actionData?.ok ? "success" : "error"} message={actionData?.message} />
      </div>
      <article className="mt-6 rounded-xl border border-slate-200 p-6 shadow-sm" data-testid="gift-voucher">
        <h2 className="text-2xl font-semibold">{gift.title}</h2>
        <p className="mt-3 font-mono text-2xl font-bold" data-testid="gift-code">
          {groupCode(gift.code)}
        </p>
        <p className="mt-1 text-slate-700">
          {t("vouchers.validUntil", { date: formatDate(new Date(gift.validUntil), lang) })}
        </p>
        {qr ? (
          <img
            src={qr}
            alt={t("vouchers.qrAlt", { code: groupCode(gift.code) })}
            width={180}
            height={180}
            className="mt-3 rounded border border-slate-200"
          />
        ) : (
          <p className="mt-3 font-medium text-slate-700">{t("gifts.page.notActive")}</p>
        )}
        <div className="mt-4">
          <VoucherBusiness business={gift.business} locations={gift.locations} />
        </div>
        <p className="mt-4 text-sm text-slate-700">{gift.finePrint}</p>
      </article>
      <div className="mt-6">
        {claimedHere ? (
          <p className="font-medium text-emerald-800">
            {t("gifts.page.claimed")}{" "}
            <Link to="/account/vouchers" className="text-rose-800 underline">
              {t("success.myVouchers")}
            </Link>
          </p>
        ) : gift.claimed ? (
          <p className="font-medium text-slate-700">{t("gifts.page.claimedByOther")}</p>
        ) : gift.status !== "active" ? null : (
          <>
            {signedIn ? null : <p className="mb-3 text-slate-700">{t("gifts.page.signInToClaim")}</p>}
            <Form method="post">
              <button
                type="submit"
                className="rounded-md bg-rose-600 px-5 py-3 text-lg font-semibold text-white hover:bg-rose-700"
              >
                {t("gifts.page.claim")}
              </button>
            </Form>
          </>
        )}
      </div>
    </div>
  );
}
