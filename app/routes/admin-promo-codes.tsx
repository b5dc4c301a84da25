// Promo codes: admins make them and turn them on or off (each change audited); customers apply
// them in the cart and the checkout prices and counts them (domain/checkout/promo-codes.server.ts).
import { Form } from "react-router";
import { useTranslation } from "~/hooks/translation";
import {
  createPromoCode,
  listPromoCodes,
  promoCodeFormSchema,
  setPromoCodeActive,
} from "#domain/checkout/promo-code-admin.server";
import { parseId } from "#domain/platform/ids";
import { AdminPage, primarySmall, secondarySmall, StatusBadge } from "~/components/admin/admin-ui";
import { DataTable } from "~/components/data-table";
import { CheckboxField } from "~/components/form/checkbox-field";
import { ErrorSummary } from "~/components/form/error-summary";
import { fieldsFrom } from "~/components/form/field-values";
import { Fieldset } from "~/components/form/form-fieldset";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import { formatDate, formatPrice } from "#i18n/format";
import { fieldErrors, formFields } from "#i18n/form-errors.server";
import { adminDone, adminPageContext, adminRefused, requireAdmin } from "~/guards/admin.server";
import { readForm } from "~/requests/form.server";
import { metaTags } from "~/rendering/page-head";
import type { Route } from "./+types/admin-promo-codes";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { lang, t, head } = adminPageContext(request, "promoCodes");
  const codes = (await listPromoCodes(context.db)).map((c) => ({
    id: c.id,
    code: c.code,
    active: c.active,
    discount: c.kind === "percent" ? `${c.value} %` : formatPrice(c.value, lang),
    rules: [
      c.minTotalOre > 0 ? t("admin.promoCodes.minRule", { amount: formatPrice(c.minTotalOre, lang) }) : null,
      c.firstPurchaseOnly ? t("admin.promoCodes.firstRule") : null,
      c.perCustomerLimit !== null ? t("admin.promoCodes.perCustomerRule", { count: c.perCustomerLimit }) : null,
    ]
      .filter((rule) => rule !== null)
      .join(", "),
    used:
      c.totalLimit === null
        ? String(c.usedCount)
        : t("admin.promoCodes.usedOf", { used: c.usedCount, limit: c.totalLimit }),
    // The stored end is the start of the day after the last valid one.
    window:
      c.validFrom || c.validTo
        ? `${c.validFrom ? formatDate(c.validFrom, lang) : ""} – ${c.validTo ? formatDate(new Date(c.validTo.getTime() - 1), lang) : ""}`
        : t("admin.promoCodes.always"),
  }));
  return { codes, head };
}

const FIELDS = [
  "code",
  "kind",
  "value",
  "minTotal",
  "perCustomerLimit",
  "totalLimit",
  "validFrom",
  "validTo",
  "firstPurchaseOnly",
  "active",
] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdmin(request, context);
  const { lang, t } = adminPageContext(request, "promoCodes");
  const fields = formFields(await readForm(request));
  if (fields.intent === "activate" || fields.intent === "deactivate") {
    const id = parseId(fields.id);
    if (id === null) return adminRefused(t("admin.common.notFound"), 400);
    const changed = await setPromoCodeActive(context.db, admin.id, id, fields.intent === "activate");
    if (!changed) return adminRefused(t("admin.common.notFound"), 404);
    return adminDone(t(fields.intent === "activate" ? "admin.promoCodes.activated" : "admin.promoCodes.deactivated"));
  }
  if (fields.intent !== "create") return adminRefused(t("admin.common.notFound"), 400);
  const typed = Object.fromEntries(FIELDS.map((name) => [name, fields[name] ?? ""]).filter(([, v]) => v !== ""));
  const form = promoCodeFormSchema.safeParse({
    minTotal: "",
    perCustomerLimit: "",
    totalLimit: "",
    validFrom: "",
    validTo: "",
    value: "",
    ...typed,
  });
  if (!form.success)
    return adminRefused(t("form.summaryTitle"), 400, fieldErrors(form.error, lang), typed as Record<string, string>);
  const created = await createPromoCode(context.db, admin.id, form.data);
  if (!created.ok)
    return adminRefused(
      t("admin.promoCodes.codeTaken", { code: form.data.code }),
      409,
      { code: t("admin.promoCodes.codeTaken", { code: form.data.code }) },
      typed as Record<string, string>,
    );
  return adminDone(t("admin.promoCodes.created", { code: form.data.code }));
}

export const meta = ({ data }: Route.MetaArgs) => [...metaTags(data?.head), { name: "robots", content: "noindex" }];

export default function AdminPromoCodes({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const errors = actionData?.fieldErrors ?? {};
  const field = fieldsFrom(actionData?.ok === false ? (actionData.values ?? {}) : {}, errors);
  const labels = {
    code: t("admin.promoCodes.code"),
    kind: t("admin.promoCodes.kind"),
    value: t("admin.promoCodes.value"),
    minTotal: t("admin.promoCodes.minTotal"),
    perCustomerLimit: t("admin.promoCodes.perCustomerLimit"),
    totalLimit: t("admin.promoCodes.totalLimit"),
    validFrom: t("admin.promoCodes.validFrom"),
    validTo: t("admin.promoCodes.validTo"),
  };
  const hasErrors = Object.keys(errors).length > 0;
  // A refused form keeps what was typed; a new page load or a created code starts it empty.
  const formKey = actionData?.ok ? `done-${actionData.message}` : "form";
  return (
    <AdminPage
      title={t("admin.promoCodes.heading")}
      intro={t("admin.promoCodes.intro")}
      result={hasErrors ? null : actionData}
    >
      <section aria-labelledby="promo-new" className="space-y-4 rounded-xl border border-slate-200 p-5">
        <h2 id="promo-new" className="text-xl font-semibold">
          {t("admin.promoCodes.newCode")}
        </h2>
        <ErrorSummary
          listTitle={t("form.summaryTitle")}
          errors={errors}
          labels={labels}
          order={FIELDS}
          answer={actionData}
        />
        <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2" key={formKey}>
          <input type="hidden" name="intent" value="create" />
          <TextField
            label={labels.code}
            hint={t("admin.promoCodes.codeHint")}
            required
            maxLength={40}
            autoComplete="off"
            {...field("code")}
          />
          <SelectField label={labels.kind} {...field("kind")} defaultValue={field("kind").defaultValue || "percent"}>
            <option value="percent">{t("admin.promoCodes.percent")}</option>
            <option value="amount">{t("admin.promoCodes.amount")}</option>
          </SelectField>
          <TextField label={labels.value} inputMode="numeric" required {...field("value")} />
          <TextField label={labels.minTotal} inputMode="numeric" {...field("minTotal")} />
          <TextField label={labels.perCustomerLimit} inputMode="numeric" {...field("perCustomerLimit")} />
          <TextField label={labels.totalLimit} inputMode="numeric" {...field("totalLimit")} />
          <TextField label={labels.validFrom} type="date" {...field("validFrom")} />
          <TextField label={labels.validTo} type="date" {...field("validTo")} />
          <Fieldset legend={t("admin.promoCodes.rules")}>
            <CheckboxField
              label={t("admin.promoCodes.firstPurchaseOnly")}
              name="firstPurchaseOnly"
              defaultChecked={actionData?.ok === false && actionData.values?.firstPurchaseOnly === "on"}
            />
            <CheckboxField
              label={t("admin.promoCodes.active")}
              name="active"
              defaultChecked={actionData?.ok === false && actionData.values ? actionData.values.active === "on" : true}
            />
          </Fieldset>
          <div className="sm:col-span-2">
            <button type="submit" className={primarySmall}>
              {t("admin.promoCodes.create")}
            </button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="promo-list" className="space-y-3">
        <h2 id="promo-list" className="text-xl font-semibold">
          {t("admin.promoCodes.existing")}
        </h2>
        {loaderData.codes.length === 0 ? (
          <p className="text-slate-700">{t("admin.promoCodes.none")}</p>
        ) : (
          <DataTable
            testId="promo-codes"
            columns={[
              t("admin.promoCodes.code"),
              t("admin.promoCodes.discount"),
              t("admin.promoCodes.rules"),
              t("admin.promoCodes.used"),
              t("admin.promoCodes.window"),
              t("admin.promoCodes.status"),
              { hidden: t("admin.promoCodes.status") },
            ]}
          >
            {loaderData.codes.map((c) => (
              <tr key={c.id} className="border-b border-slate-200">
                <td className="py-2 font-mono font-semibold">{c.code}</td>
                <td>{c.discount}</td>
                <td>{c.rules}</td>
                <td>{c.used}</td>
                <td>{c.window}</td>
                <td>
                  <StatusBadge
                    status={c.active ? "active" : "voided"}
                    label={c.active ? t("admin.promoCodes.on") : t("admin.promoCodes.off")}
                  />
                </td>
                <td>
                  <Form method="post">
                    <input type="hidden" name="intent" value={c.active ? "deactivate" : "activate"} />
                    <input type="hidden" name="id" value={c.id} />
                    <button type="submit" className={secondarySmall}>
                      {c.active
                        ? t("admin.promoCodes.turnOff", { code: c.code })
                        : t("admin.promoCodes.turnOn", { code: c.code })}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </AdminPage>
  );
}
