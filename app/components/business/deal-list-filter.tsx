import { Form, Link } from "react-router";
import { useTranslation } from "~/hooks/translation";
import { SelectField } from "~/components/form/select-field";
import { TextField } from "~/components/form/text-field";
import {
  DEAL_STATUSES,
  dealsListSearch,
  TITLE_SEARCH_MAX,
  type PartnerDealsFilter,
} from "#domain/partners/partner-deals-filter";

/**
 * Narrows the partner's deal list by title and status: a GET form, so the filter stays in the
 * address (page links, pause and resume keep it, and it works without JavaScript).
 */
export function DealListFilter({ filter }: { filter: PartnerDealsFilter }) {
  const { t } = useTranslation();
  const filtered = Boolean(filter.title || filter.status);
  return (
    // Made anew for another filter: its fields show the filter of the address, also after "show all".
    <Form
      key={dealsListSearch(filter, 1)}
      method="get"
      role="search"
      className="flex flex-wrap items-end gap-3"
      aria-label={t("dealEditor.list.filter")}
    >
      <TextField
        label={t("dealEditor.list.titleSearch")}
        id="deal-title-search"
        name="q"
        type="search"
        defaultValue={filter.title ?? ""}
        maxLength={TITLE_SEARCH_MAX}
        inputClassName="mt-1 block w-72"
      />
      <SelectField
        label={t("dealEditor.list.status")}
        id="deal-status-filter"
        name="status"
        defaultValue={filter.status ?? ""}
        inputClassName="mt-1 block"
      >
        <option value="">{t("dealEditor.list.anyStatus")}</option>
        {DEAL_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`dealEditor.status.${status}`)}
          </option>
        ))}
      </SelectField>
      <button
        type="submit"
        className="rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-slate-50"
      >
        {t("dealEditor.list.show")}
      </button>
      {filtered ? (
        <Link to="/business/deals" className="py-2 text-sm font-medium underline">
          {t("dealEditor.list.showAll")}
        </Link>
      ) : null}
    </Form>
  );
}
