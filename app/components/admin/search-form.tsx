import { useTranslation } from "~/hooks/translation";
import { Form } from "react-router";
import { secondarySmall } from "./admin-ui";

/** A GET search box: the query stays in the address, so a search can be shared and reloaded. */
export function AdminSearchForm({ defaultValue }: { defaultValue: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col">
        <label htmlFor="admin-search" className="text-sm font-medium">
          {t("admin.common.searchLabel")}
        </label>
        <input
          id="admin-search"
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={200}
          className="w-80 rounded-md border border-slate-400 px-2 py-1.5"
        />
      </div>
      <button type="submit" className={secondarySmall}>
        {t("admin.common.search")}
      </button>
    </Form>
  );
}
