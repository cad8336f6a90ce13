import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FieldSelect, FieldText } from "~/components/form/form-scaffold";
import { TranslatedOptions } from "~/components/ui/translated-options";

type RuleField = FieldMetadata<string>;

/**
 * How Qaren fetches a store's pages: the mode, the element to wait for in a browser, and the rules
 * that read the price and the stock. `modes` are the fetch modes there are.
 */
export function FetchRuleFields({
  modes,
  fetchMode,
  waitForSelector,
  priceRule,
  stockRule,
}: {
  modes: readonly string[];
  fetchMode: RuleField;
  waitForSelector: RuleField;
  priceRule: RuleField;
  stockRule: RuleField;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 md:col-span-2 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">{t("adminStores.fetchRules.title")}</legend>
      <p className="text-sm text-slate-600 md:col-span-2">{t("adminStores.fetchRules.intro")}</p>
      <FieldSelect field={fetchMode} label={t("adminStores.fetchRules.mode")}>
        <TranslatedOptions values={modes} keyPrefix="adminStores.fetchRules.modes" />
      </FieldSelect>
      {(
        [
          [waitForSelector, "waitFor"],
          [priceRule, "priceRule"],
          [stockRule, "stockRule"],
        ] as const
      ).map(([field, name]) => (
        <FieldText
          key={name}
          field={field}
          label={t(`adminStores.fetchRules.${name}`)}
          hint={t(`adminStores.fetchRules.${name}Hint`)}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
        />
      ))}
    </fieldset>
  );
}
