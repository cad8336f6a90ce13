import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import type { PartialMatchWords, SearchResult } from "../search.server";

/**
 * The words a partial match's products match, quoted, a set of equal weight after another with
 * "or" ("“samsung” or “lg”"; "«سامسونج» أو «إل جي»"): each product matches all of one set.
 */
export function matchedWordsText(partial: PartialMatchWords, t: TFunction, language: string): string {
  const quoted = partial.sets.map((set) => t("search.partial.quoted", { words: set.join(" ") }));
  return new Intl.ListFormat(language, { type: "disjunction" }).format(quoted);
}

/**
 * How a search read the words when it did not take them all literally (issue 38): that no product
 * matches every word and which words these closest products match, and a size word read as an
 * order ("كبيرة": the largest first).
 */
export function SearchReadingNote({
  query,
  partial,
  size,
}: {
  query: string;
  partial: SearchResult["partial"] | null;
  size: SearchResult["size"] | null;
}) {
  const { t, i18n } = useTranslation();
  if (!partial && !size) return null;
  return (
    <div
      className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      data-testid="search-reading"
    >
      {partial ? (
        <p>
          {t("search.partial.note", { query, matched: matchedWordsText(partial, t, i18n.language) })}
          {partial.missing.length > 0
            ? ` ${t("search.partial.missing", { words: partial.missing.join(" ") })}`
            : null}
        </p>
      ) : null}
      {size ? <p>{t(`search.sizeOrder.${size.wish}`, { words: size.words.join(" ") })}</p> : null}
    </div>
  );
}
