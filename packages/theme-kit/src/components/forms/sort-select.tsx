import type { ParseKeys } from "i18next";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * A listing's "Sort by" choice: the orders it offers, by their value in the URL's `sort`, each
 * with the string key of its label.
 *
 * @example
 * <SortSelect sorts={PRODUCT_SORTS} value={sort} onChange={(next) => navigate(hrefFor(next))} />
 */
export function SortSelect<Sort extends string>({
  sorts,
  value,
  onChange,
}: {
  // A theme that types its keys (CustomTypeOptions) gets them checked here too.
  sorts: Readonly<Record<Sort, { key: ParseKeys }>>;
  value: Sort;
  onChange: (sort: Sort) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="vt-field">
      <label htmlFor={id}>{t("shop.sort.label")}</label>
      <select
        id={id}
        className="vt-select"
        value={value}
        onChange={(event) => onChange(event.target.value as Sort)}
      >
        {(Object.entries(sorts) as [Sort, { key: ParseKeys }][]).map(([sort, option]) => (
          <option key={sort} value={sort}>
            {t(option.key)}
          </option>
        ))}
      </select>
    </div>
  );
}
