import { KeyRound } from "lucide-react";
import { useTranslation } from "~/hooks/translation";
import { Form } from "react-router";
import type { ApiKeySummary } from "#domain/partners/partner-api-keys.server";
import { FormBanner } from "~/components/auth/auth-card";
import { TextField } from "~/components/form/text-field";
import { DataTable } from "~/components/data-table";
import { formatDate } from "#i18n/format";
import type { Language } from "#i18n/languages";
import { SubmitButton } from "~/components/form/submit-button";

export type ApiKeyResult =
  | { ok: true; created: { name: string; key: string } }
  | { ok: true; message: string }
  | { ok: false; message?: string; errors?: { name?: string }; values?: { name?: string } };

/** Partner API keys: create (the key is shown once), list, revoke. Only for plans with API access. */
export function ApiKeysPanel(props: {
  keys: ApiKeySummary[] | null;
  planWithApi: string;
  lang: Language;
  result?: ApiKeyResult;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { result, lang } = props;
  const created = result?.ok && "created" in result ? result.created : null;
  const failed = result && !result.ok ? result : null;
  return (
    <section aria-labelledby="api-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="api-title" className="flex items-center gap-2 text-xl font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-rose-700" />
        {t("dashboard.api.title")}
      </h2>
      <p className="mt-2 text-slate-700">
        {t("dashboard.api.intro")}{" "}
        <a href="/api/docs" className="font-medium text-rose-700 underline">
          {t("dashboard.api.docs")}
        </a>
      </p>
      {props.keys === null ? (
        <p className="mt-4 rounded-md bg-slate-50 p-3 text-slate-800" data-testid="api-not-included">
          {t("dashboard.api.notIncluded", { plan: props.planWithApi })}
        </p>
      ) : (
        <>
          {created ? (
            <div role="status" className="mt-4 rounded-md bg-emerald-50 p-4 text-emerald-900">
              <p className="font-semibold">{t("dashboard.api.createdTitle", { name: created.name })}</p>
              <p className="mt-1 text-sm">{t("dashboard.api.createdText")}</p>
              <code
                data-testid="new-api-key"
                className="mt-2 block break-all rounded bg-white p-2 text-sm text-slate-900"
              >
                {created.key}
              </code>
            </div>
          ) : null}
          <div className="mt-4">
            <FormBanner
              tone={result?.ok ? "success" : "error"}
              message={result && "message" in result ? result.message : undefined}
            />
          </div>
          <Form method="post" noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
            <input type="hidden" name="intent" value="createKey" />
            <div className="flex-1">
              <TextField
                label={t("dashboard.api.name")}
                name="name"
                required
                maxLength={100}
                defaultValue={failed?.values?.name}
                error={failed?.errors?.name}
                placeholder={t("dashboard.api.nameHint")}
              />
            </div>
            <SubmitButton busy={props.busy}>{t("dashboard.api.create")}</SubmitButton>
          </Form>
          {props.keys.length === 0 ? (
            <p className="mt-4 text-slate-700">{t("dashboard.api.none")}</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <DataTable
                caption={t("dashboard.api.listCaption")}
                testId="api-keys"
                columns={[
                  t("dashboard.api.columnName"),
                  t("dashboard.api.columnPrefix"),
                  t("dashboard.api.columnCreated"),
                  t("dashboard.api.columnLastUsed"),
                  { hidden: t("dashboard.api.columnActions") },
                ]}
              >
                {props.keys.map((key) => (
                  <tr key={key.id} className="border-b border-slate-100" data-testid="api-key-row">
                    <td className="py-2 pr-4 font-medium">{key.name}</td>
                    <td className="py-2 pr-4">
                      <code>{key.prefix}…</code>
                    </td>
                    <td className="py-2 pr-4">{formatDate(key.createdAt, lang)}</td>
                    <td className="py-2 pr-4">
                      {key.lastUsedAt ? formatDate(key.lastUsedAt, lang) : t("dashboard.api.never")}
                    </td>
                    <td className="py-2">
                      <Form method="post">
                        <input type="hidden" name="intent" value="revokeKey" />
                        <input type="hidden" name="keyId" value={key.id} />
                        <button
                          type="submit"
                          disabled={props.busy}
                          aria-label={t("dashboard.api.revokeLabel", { name: key.name })}
                          className="rounded-md border border-rose-600 px-3 py-1 font-medium text-rose-700 hover:bg-rose-50 disabled:opacity-60"
                        >
                          {t("dashboard.api.revoke")}
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </DataTable>
            </div>
          )}
        </>
      )}
    </section>
  );
}
