// One version of a deal waiting for an admin: everything a buyer would see (texts, place, picture,
// dates, limits, every package with its price), for an edit of a live deal what changes (now → new,
// prices highlighted), and the decision forms, which name this version so a newer one is not
// decided blind.
import { useTranslation } from "~/hooks/translation";
import { formatDate, formatNumber, formatPrice } from "#i18n/format";
import type { Language } from "#i18n/languages";
import type { MessageKey } from "#i18n/translate";
import type { TFunction } from "#i18n/translate";
import { DecisionForms } from "./admin-ui";

type PackageKind = "basic" | "premium" | "group";

export interface ReviewedSnapshot {
  title: string;
  titleEn: string | null;
  description: string;
  descriptionEn: string | null;
  finePrint: string;
  categoryId: string;
  city: string;
  address: string | null;
  imageSrc: string;
  originalPriceOre: number;
  discountedPriceOre: number;
  unitsCap: number | null;
  perCustomerLimit: number | null;
  startsAt: string | null;
  endsAt: string;
  packages: { kind: PackageKind; priceOre: number; validityDays: number; minQuantity: number }[];
}

export interface ReviewedChange {
  field: string;
  kind: "money" | "date" | "text" | "number" | "image" | "gallery" | "offered";
  from: string | number | boolean | null;
  to: string | number | boolean | null;
}

export interface DealForReview {
  revisionId: number;
  number: number;
  submittedAt: Date | string;
  dealId: number;
  partnerName: string;
  partnerStatus: "pending" | "approved" | "rejected";
  snapshot: ReviewedSnapshot;
  changes: ReviewedChange[] | null;
}

/** The last day on sale: the snapshot keeps the midnight after it. */
const lastDay = (endsAt: string) => new Date(Date.parse(endsAt) - 1000);

function fieldLabel(field: string, t: TFunction): string {
  const [kind, packageField] = field.split(".");
  if (packageField)
    return t(`admin.deals.fields.${packageField}` as MessageKey, {
      package: t(`deal.packages.${kind as PackageKind}`),
    });
  return t(`admin.deals.fields.${field}` as MessageKey);
}

function ChangedValue({
  change,
  value,
  lang,
}: {
  change: ReviewedChange;
  value: ReviewedChange["from"];
  lang: Language;
}) {
  const { t } = useTranslation();
  if (value === null || value === "") return <span className="text-slate-600">{t("admin.deals.none")}</span>;
  if (change.kind === "offered") return <>{t(value ? "admin.deals.offered" : "admin.deals.notOffered")}</>;
  if (change.kind === "money") return <>{formatPrice(Number(value), lang)}</>;
  if (change.kind === "number") return <>{formatNumber(Number(value), lang)}</>;
  if (change.kind === "date")
    return <>{formatDate(change.field === "endsAt" ? lastDay(String(value)) : new Date(String(value)), lang)}</>;
  if (change.kind === "image")
    return (
      <img src={String(value)} alt="" width={120} height={90} className="h-[90px] w-[120px] rounded object-cover" />
    );
  if (change.kind === "gallery")
    return (
      <span className="flex flex-wrap gap-1">
        {String(value)
          .split("\n")
          .map((src, i) => (
            <img
              key={`${i}-${src}`}
              src={src}
              alt=""
              width={60}
              height={45}
              className="h-[45px] w-[60px] rounded object-cover"
            />
          ))}
      </span>
    );
  return <span className="whitespace-pre-line">{String(value)}</span>;
}

function Changes({ changes, lang }: { changes: ReviewedChange[]; lang: Language }) {
  const { t } = useTranslation();
  if (changes.length === 0) return <p className="text-sm text-slate-700">{t("admin.deals.noChanges")}</p>;
  return (
    <table className="w-full text-left text-sm" data-testid="deal-changes">
      <caption className="mb-1 text-left font-semibold">{t("admin.deals.changes")}</caption>
      <tbody>
        {changes.map((change) => (
          <tr
            key={change.field}
            className={
              change.kind === "money" ? "bg-amber-100 font-semibold text-amber-950" : "border-t border-slate-200"
            }
            data-testid={`change-${change.field}`}
          >
            <th scope="row" className="py-1 pr-3 align-top font-medium">
              {fieldLabel(change.field, t)}
            </th>
            <td className="py-1 pr-3 align-top">
              <ChangedValue change={change} value={change.from} lang={lang} />
            </td>
            <td aria-hidden="true" className="py-1 pr-3 align-top">
              →
            </td>
            <td className="py-1 align-top">
              <ChangedValue change={change} value={change.to} lang={lang} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Submitted({
  snapshot,
  categoryName,
  lang,
}: {
  snapshot: ReviewedSnapshot;
  categoryName: string;
  lang: Language;
}) {
  const { t } = useTranslation();
  const row = (label: MessageKey, value: string | null) => (
    <div className="grid grid-cols-[12rem_1fr] gap-2">
      <dt className="font-medium">{t(label)}</dt>
      <dd className="whitespace-pre-line">{value || t("admin.deals.none")}</dd>
    </div>
  );
  const limit = (value: number | null) => (value === null ? t("admin.deals.noLimit") : formatNumber(value, lang));
  return (
    <details className="rounded-md bg-slate-50 p-3 text-sm" open>
      <summary className="cursor-pointer font-semibold">{t("admin.deals.submitted")}</summary>
      <dl className="mt-2 space-y-1" data-testid="deal-submitted">
        {row("admin.deals.fields.title", snapshot.title)}
        {row("admin.deals.fields.titleEn", snapshot.titleEn)}
        {row("admin.deals.fields.categoryId", categoryName)}
        {row("admin.deals.fields.city", snapshot.city)}
        {row("admin.deals.fields.address", snapshot.address)}
        {row("admin.deals.fields.originalPriceOre", formatPrice(snapshot.originalPriceOre, lang))}
        {row("admin.deals.fields.discountedPriceOre", formatPrice(snapshot.discountedPriceOre, lang))}
        {row("admin.deals.fields.unitsCap", limit(snapshot.unitsCap))}
        {row("admin.deals.fields.perCustomerLimit", limit(snapshot.perCustomerLimit))}
        {row("admin.deals.fields.startsAt", snapshot.startsAt ? formatDate(new Date(snapshot.startsAt), lang) : null)}
        {row("admin.deals.fields.endsAt", formatDate(lastDay(snapshot.endsAt), lang))}
        {row("admin.deals.fields.description", snapshot.description)}
        {row("admin.deals.fields.descriptionEn", snapshot.descriptionEn)}
        {row("admin.deals.fields.finePrint", snapshot.finePrint)}
      </dl>
      <table className="mt-3 w-full text-left" data-testid="deal-packages">
        <caption className="mb-1 text-left font-semibold">{t("admin.deals.packages")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("admin.deals.package")}</th>
            <th scope="col">{t("admin.deals.price")}</th>
            <th scope="col">{t("admin.deals.validity")}</th>
            <th scope="col">{t("admin.deals.minimum")}</th>
          </tr>
        </thead>
        <tbody>
          {snapshot.packages.map((p) => (
            <tr key={p.kind} className="border-t border-slate-200">
              <th scope="row" className="font-medium">
                {t(`deal.packages.${p.kind}`)}
              </th>
              <td className="font-semibold">{formatPrice(p.priceOre, lang)}</td>
              <td>{t("admin.deals.days", { count: p.validityDays })}</td>
              <td>{formatNumber(p.minQuantity, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

export function DealReview({
  deal,
  categoryName,
  lang,
}: {
  deal: DealForReview;
  categoryName: string;
  lang: Language;
}) {
  const { t } = useTranslation();
  const { snapshot } = deal;
  return (
    <li className="flex gap-4 rounded-xl border border-slate-200 p-4" data-testid="admin-deal">
      <img
        src={snapshot.imageSrc}
        alt=""
        width={120}
        height={90}
        className="h-[90px] w-[120px] shrink-0 rounded object-cover"
      />
      <div className="min-w-0 flex-1 space-y-3">
        <div>
          <h3 className="text-lg font-semibold">{snapshot.title}</h3>
          <p className="text-sm text-slate-700">
            {deal.partnerName} ({t(`admin.partners.status.${deal.partnerStatus}`)}) ·{" "}
            {t("admin.deals.version", {
              number: deal.number,
              date: formatDate(new Date(deal.submittedAt), lang),
            })}
          </p>
          <p className="text-sm font-semibold">
            {formatPrice(snapshot.discountedPriceOre, lang)} / {formatPrice(snapshot.originalPriceOre, lang)}
          </p>
        </div>
        {deal.changes ? <Changes changes={deal.changes} lang={lang} /> : null}
        <Submitted snapshot={snapshot} categoryName={categoryName} lang={lang} />
        <DecisionForms approveIntent="approveDeal" rejectIntent="rejectDeal" id={deal.revisionId} idPrefix="deal" />
      </div>
    </li>
  );
}
