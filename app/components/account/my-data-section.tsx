// "Mine data" on the account settings page: download everything about me, or delete my account.
// Each button only e-mails a link to the account's address (see domain/accounts/my-data.server.ts).
import { useFetcher } from "react-router";
import { FormBanner } from "~/components/auth/auth-card";
import { ErrorSummary } from "~/components/form/error-summary";
import { PasswordField } from "~/components/form/password-field";
import { SubmitButton } from "~/components/form/submit-button";
import { useFormErrors } from "~/components/form/use-form-errors";
import { useTranslation } from "~/hooks/translation";
import type { action } from "~/routes/account-my-data-request";

export type MyDataProblem =
  "invalid" | "expired" | "otherUser" | "partnerAccount" | "adminAccount" | "passwordWrong" | "passwordMissing";

const PROBLEM_TEXT = {
  invalid: "myData.linkInvalid",
  expired: "myData.linkExpired",
  otherUser: "myData.linkOtherUser",
  partnerAccount: "myData.partnerAccount",
  adminAccount: "myData.adminAccount",
  passwordWrong: "myData.passwordWrong",
  passwordMissing: "myData.passwordMissing",
} as const satisfies Record<MyDataProblem, string>;

/**
 * `problem` and `sent`: what a link or a request sent without JavaScript came back with (the
 * settings page's query); with JavaScript the forms' own answers say it.
 */
export function MyDataSection({
  problem,
  sent: sentBefore,
  email,
  support,
}: {
  problem: MyDataProblem | null;
  sent: "export" | "delete" | null;
  email: string;
  support: string;
}) {
  const { t } = useTranslation();
  const exporting = useFetcher<typeof action>();
  const deleting = useFetcher<typeof action>();
  const deleteAnswer = deleting.data;
  const failed = deleteAnswer && !deleteAnswer.ok ? deleteAnswer : undefined;
  const { errors, onInput } = useFormErrors(failed?.errors);
  const sent = (answer: typeof exporting.data, kind: "export" | "delete") =>
    answer?.ok && answer.sent === kind
      ? t(`myData.${kind}Sent`, { email: answer.email })
      : !answer && sentBefore === kind
        ? t(`myData.${kind}Sent`, { email })
        : undefined;

  return (
    <section id="my-data" aria-labelledby="my-data-title" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="my-data-title" className="text-2xl font-bold">
        {t("myData.title")}
      </h2>
      <p className="mt-2 text-slate-700">{t("myData.intro")}</p>
      <div className="mt-4 empty:hidden">
        <FormBanner message={problem ? t(PROBLEM_TEXT[problem], { support }) : undefined} />
      </div>

      <h3 className="mt-6 text-lg font-semibold">{t("myData.exportTitle")}</h3>
      <p className="mt-1 text-slate-700">{t("myData.exportText")}</p>
      <exporting.Form method="post" action="/account/my-data" className="mt-3 space-y-3">
        <input type="hidden" name="intent" value="export" />
        <FormBanner tone="success" message={sent(exporting.data, "export")} />
        <SubmitButton busy={exporting.state !== "idle"}>
          {exporting.state !== "idle" ? t("myData.exportSending") : t("myData.exportButton")}
        </SubmitButton>
      </exporting.Form>

      <h3 className="mt-8 text-lg font-semibold">{t("myData.deleteTitle")}</h3>
      <p className="mt-1 text-slate-700">{t("myData.deleteText")}</p>
      <deleting.Form method="post" action="/account/my-data" noValidate className="mt-3 space-y-3" onInput={onInput}>
        <input type="hidden" name="intent" value="delete" />
        <FormBanner tone="success" message={sent(deleteAnswer, "delete")} />
        <div className="empty:hidden">
          <ErrorSummary
            title={failed?.message}
            listTitle={t("myData.failedTitle")}
            errors={errors}
            labels={{ password: t("myData.deletePassword") }}
            order={["password"]}
            answer={failed}
          />
        </div>
        <PasswordField
          label={t("myData.deletePassword")}
          name="password"
          autoComplete="current-password"
          required
          hint={t("myData.deletePasswordHint")}
          error={errors.password}
        />
        <SubmitButton busy={deleting.state !== "idle"}>
          {deleting.state !== "idle" ? t("myData.deleteSending") : t("myData.deleteButton")}
        </SubmitButton>
      </deleting.Form>
    </section>
  );
}
