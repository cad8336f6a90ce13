import { useTranslation } from "react-i18next";

/**
 * A select's options for a fixed list of values, each shown by its translation under `keyPrefix`
 * (`"deals.sort"` shows `newest` as `deals.sort.newest`).
 */
export function TranslatedOptions({ values, keyPrefix }: { values: readonly string[]; keyPrefix: string }) {
  const { t } = useTranslation();
  return values.map((value) => (
    <option key={value} value={value}>
      {t(`${keyPrefix}.${value}`)}
    </option>
  ));
}
