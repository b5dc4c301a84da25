import { useTranslation } from "~/hooks/translation";
import { Form } from "react-router";
import { TextField } from "~/components/form/text-field";
import { secondarySmall } from "./admin-ui";

/** A GET search box: the query stays in the address, so a search can be shared and reloaded. */
export function AdminSearchForm({ defaultValue }: { defaultValue: string }) {
  const { t } = useTranslation();
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      <TextField
        label={t("admin.common.searchLabel")}
        id="admin-search"
        name="q"
        type="search"
        defaultValue={defaultValue}
        maxLength={200}
        inputClassName="mt-1 block w-80"
      />
      <button type="submit" className={secondarySmall}>
        {t("admin.common.search")}
      </button>
    </Form>
  );
}
