import { Link } from "@vitrine/sdk/react";
import { useTranslation } from "react-i18next";

export interface PaginationProps {
  /** 1-based, as in the URL. */
  page: number;
  totalPages: number;
  /** The address of a page, e.g. `(n) => `${routePath("collection", { slug })}?page=${n}``. */
  hrefFor: (page: number) => string;
}

/** Numbered links to the pages of a listing; nothing when there is one page. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className="vt-pagination" aria-label={t("pagination.label")}>
      <ul>
        {page > 1 ? (
          <li>
            <Link href={hrefFor(page - 1)} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="vt-visually-hidden">{t("pagination.previous")}</span>
            </Link>
          </li>
        ) : null}
        {pages.map((number) => (
          <li key={number}>
            <Link
              href={hrefFor(number)}
              aria-current={number === page ? "page" : undefined}
              aria-label={t("pagination.page", { page: number })}
            >
              {number}
            </Link>
          </li>
        ))}
        {page < totalPages ? (
          <li>
            <Link href={hrefFor(page + 1)} rel="next">
              <span aria-hidden="true">›</span>
              <span className="vt-visually-hidden">{t("pagination.next")}</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

/**
 * The 1-based page of a query string's `page`, 1 when absent or not a whole number from 1.
 *
 * @example
 * pageFromSearch({ page: "3" }) // 3
 * pageFromSearch({ page: "-1" }) // 1
 */
export function pageFromSearch(search: Readonly<Record<string, string>>): number {
  const page = Number(search.page);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
