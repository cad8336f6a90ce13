import { type FieldMetadata, getInputProps, getSelectProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { useErrorText } from "~/components/form/form-scaffold";
import { TextField } from "~/components/ui/text-field";

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
  const errorText = useErrorText();
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 p-4 md:col-span-2 md:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">{t("adminStores.fetchRules.title")}</legend>
      <p className="text-sm text-slate-600 md:col-span-2">{t("adminStores.fetchRules.intro")}</p>
      <div>
        <label htmlFor={fetchMode.id} className="block text-sm font-medium text-slate-800">
          {t("adminStores.fetchRules.mode")}
        </label>
        <select
          {...getSelectProps(fetchMode)}
          key={fetchMode.key}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
        >
          {modes.map((mode) => (
            <option key={mode} value={mode}>
              {t(`adminStores.fetchRules.modes.${mode}`)}
            </option>
          ))}
        </select>
        {fetchMode.errors?.[0] ? (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {t(fetchMode.errors[0])}
          </p>
        ) : null}
      </div>
      <TextField
        {...getInputProps(waitForSelector, { type: "text" })}
        key={waitForSelector.key}
        label={t("adminStores.fetchRules.waitFor")}
        hint={t("adminStores.fetchRules.waitForHint")}
        error={errorText(waitForSelector.errors)}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        {...getInputProps(priceRule, { type: "text" })}
        key={priceRule.key}
        label={t("adminStores.fetchRules.priceRule")}
        hint={t("adminStores.fetchRules.priceRuleHint")}
        error={errorText(priceRule.errors)}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
      />
      <TextField
        {...getInputProps(stockRule, { type: "text" })}
        key={stockRule.key}
        label={t("adminStores.fetchRules.stockRule")}
        hint={t("adminStores.fetchRules.stockRuleHint")}
        error={errorText(stockRule.errors)}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
      />
    </fieldset>
  );
}
