// Small building blocks the admin pages share: page heading, status badge, reason form.
import type { ReactNode } from "react";
import { useTranslation } from "~/hooks/translation";
import { Form } from "react-router";
import { DataTable } from "~/components/data-table";
import { FormBanner } from "~/components/auth/auth-card";
import { TextField } from "~/components/form/text-field";

export function AdminPage({
  title,
  intro,
  result,
  children,
}: {
  title: string;
  intro?: string;
  result?: { ok: boolean; message: string } | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="admin-heading" className="space-y-6">
      <div>
        <h1 id="admin-heading" className="text-2xl font-bold">
          {title}
        </h1>
        {intro && <p className="mt-1 text-slate-700">{intro}</p>}
      </div>
      <FormBanner tone={result?.ok ? "success" : "error"} message={result?.message} />
      {children}
    </section>
  );
}

const BADGE: Record<string, string> = {
  pending: "bg-amber-100 text-amber-900",
  new: "bg-amber-100 text-amber-900",
  outbox: "bg-amber-100 text-amber-900",
  approved: "bg-emerald-100 text-emerald-900",
  active: "bg-emerald-100 text-emerald-900",
  paid: "bg-emerald-100 text-emerald-900",
  sent: "bg-emerald-100 text-emerald-900",
  handled: "bg-slate-200 text-slate-800",
  redeemed: "bg-slate-200 text-slate-800",
  rejected: "bg-rose-100 text-rose-900",
  failed: "bg-rose-100 text-rose-900",
  voided: "bg-rose-100 text-rose-900",
};

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${BADGE[status] ?? "bg-sky-100 text-sky-900"}`}>
      {label}
    </span>
  );
}

export const smallButton = "rounded-md px-3 py-1.5 text-sm font-semibold";
export const primarySmall = `${smallButton} bg-rose-600 text-white hover:bg-rose-700`;
export const secondarySmall = `${smallButton} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;

/** A form that needs the admin's reason: reject, refund, cancel. Hidden fields say what it acts on. */
export function ReasonForm({
  intent,
  hidden,
  label,
  idPrefix,
}: {
  intent: string;
  hidden: Record<string, string>;
  label: string;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <TextField
        label={t("admin.common.reason")}
        id={`${idPrefix}-reason`}
        name="reason"
        required
        maxLength={2000}
        inputClassName="mt-1 block w-64"
      />
      <button type="submit" className={secondarySmall}>
        {label}
      </button>
    </Form>
  );
}

/** A one-button form (approve, mark handled). */
export function ActionButton({
  intent,
  hidden,
  label,
  primary,
}: {
  intent: string;
  hidden: Record<string, string>;
  label: string;
  primary?: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={primary ? primarySmall : secondarySmall}>
        {label}
      </button>
    </Form>
  );
}

/** A console list: its column headings and rows, or "no results" when there are none. */
export function AdminTable({ headings, children }: { headings: string[]; children: ReactNode[] }) {
  const { t } = useTranslation();
  if (children.length === 0) return <p className="text-slate-700">{t("admin.common.noResults")}</p>;
  return <DataTable columns={headings}>{children}</DataTable>;
}

/** Approve at once, or reject with a reason: how an admin decides on a deal or a price change. */
export function DecisionForms(props: { approveIntent: string; rejectIntent: string; id: number; idPrefix: string }) {
  const { t } = useTranslation();
  const hidden = { id: String(props.id) };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <ActionButton intent={props.approveIntent} hidden={hidden} label={t("admin.deals.approve")} primary />
      <ReasonForm
        intent={props.rejectIntent}
        hidden={hidden}
        label={t("admin.deals.reject")}
        idPrefix={`${props.idPrefix}-${props.id}`}
      />
    </div>
  );
}
