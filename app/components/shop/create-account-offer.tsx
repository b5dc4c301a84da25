import { Link } from "react-router";
import { useTranslation } from "~/hooks/translation";

/**
 * For a guest buyer: an account keeps the vouchers under My Vouchers. The registration form
 * opens with the order's address filled in; the orders join the account once it is confirmed.
 */
export function CreateAccountOffer({ email }: { email: string }) {
  const { t } = useTranslation();
  const to = `/register?${new URLSearchParams({ email, redirectTo: "/account/vouchers" })}`;
  return (
    <section className="mt-10 rounded-xl bg-slate-50 p-6 text-center" data-testid="create-account-offer">
      <p className="text-slate-700">{t("success.createAccountText", { email })}</p>
      <Link
        to={to}
        className="mt-4 inline-block rounded-md bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
      >
        {t("success.createAccount")}
      </Link>
    </section>
  );
}
