import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { FieldText } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { LabelledControl } from "~/components/ui/labelled-control";
import { Notice } from "~/components/ui/notice";
import { FieldHelp } from "~/components/ui/text-field";
import { TranslatedOptions } from "~/components/ui/translated-options";
import { localized } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { AdminAttribute } from "../attribute-admin.server";
import { attributeFormSchema, formatOptionLines } from "../attribute-form-schema";
import { ATTRIBUTE_KINDS, type AttributeKind } from "../attribute-types";
import { UNITS } from "../units";

export type AttributeFormReply = {
  form?: SubmissionResult<string[]>;
  ok: boolean;
  messageValues?: Record<string, string | number>;
};

type AttributeFormProps = {
  /** The attribute edited; none to add one. */
  attribute?: AdminAttribute;
  hasDepartment: boolean;
  onDone?: () => void;
};

const controlClass = "mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5";

function defaultsOf(attribute: AdminAttribute | undefined) {
  if (!attribute) return { kind: "number", unit: "", better: "" };
  return {
    id: attribute.id,
    key: attribute.key,
    labelEn: attribute.labelEn,
    labelAr: attribute.labelAr,
    kind: attribute.kind,
    unit: attribute.unit ?? "",
    better: attribute.better ?? "",
    options: attribute.kind === "option" ? formatOptionLines(attribute.options) : "",
    synonyms: attribute.synonyms.join(", "),
    isFilter: attribute.isFilter ? "on" : undefined,
    isVariantAxis: attribute.isVariantAxis ? "on" : undefined,
    replacesInherited: attribute.replacesInherited ? "on" : undefined,
  };
}

/** The form that adds an attribute to the category, or edits one of its own. */
export function AttributeForm({ attribute, hasDepartment, onDone }: AttributeFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<AttributeFormReply>();
  const intent = attribute ? "update" : "create";
  const [kind, setKind] = useState<AttributeKind>(attribute?.kind ?? "number");
  const [form, fields] = useForm({
    id: `attribute-${attribute?.id ?? "new"}`,
    lastResult: fetcher.state === "idle" ? fetcher.data?.form : null,
    defaultValue: defaultsOf(attribute),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: attributeFormSchema }),
  });
  const tr = (errors?: string[]) =>
    errors?.[0] ? t(errors[0], fetcher.data?.messageValues ?? {}) : undefined;
  const isBusy = fetcher.state !== "idle";
  const isSaved = fetcher.state === "idle" && fetcher.data?.ok === true;

  // A new form after each attribute added: its selects back to their first choice, not blank.
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (!isSaved) return;
    onDone?.();
    setGeneration((count) => count + 1);
    setKind("number");
  }, [isSaved, onDone]);

  const select = (name: "kind" | "unit" | "better", label: string, choices: ReactNode) => (
    <LabelledControl htmlFor={fields[name].id} label={label}>
      <select
        {...getSelectProps(fields[name])}
        key={fields[name].key}
        className={controlClass}
        onChange={name === "kind" ? (event) => setKind(event.target.value as AttributeKind) : undefined}
      >
        {choices}
      </select>
      <FieldHelp inputId={fields[name].id} error={tr(fields[name].errors)} />
    </LabelledControl>
  );
  const checkbox = (
    name: "isFilter" | "isVariantAxis" | "replacesInherited",
    label: string,
    hint: string,
  ) => (
    <div className="flex items-start gap-2 text-sm text-slate-800">
      <input
        {...getInputProps(fields[name], { type: "checkbox" })}
        key={fields[name].key}
        aria-describedby={`${fields[name].id}-hint`}
        className="mt-0.5 size-4"
      />
      <div>
        <label htmlFor={fields[name].id} className="font-medium">
          {label}
        </label>
        <p id={`${fields[name].id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      </div>
    </div>
  );
  const textarea = (name: "options" | "synonyms", label: string, hint: string) => (
    <LabelledControl htmlFor={fields[name].id} label={label} className="md:col-span-2">
      <textarea
        {...getTextareaProps(fields[name])}
        key={fields[name].key}
        rows={name === "options" ? 4 : 2}
        aria-describedby={[fields[name].errors ? `${fields[name].id}-error` : null, `${fields[name].id}-hint`]
          .filter(Boolean)
          .join(" ")}
        className={controlClass}
      />
      <FieldHelp inputId={fields[name].id} hint={hint} error={tr(fields[name].errors)} />
    </LabelledControl>
  );

  return (
    <section
      aria-labelledby={`${form.id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${form.id}-title`} className="text-lg font-semibold text-ink">
        {attribute
          ? t("adminAttributes.editTitle", {
              name: localized(locale, { en: attribute.labelEn, ar: attribute.labelAr }),
            })
          : t("adminAttributes.addTitle")}
      </h2>
      {attribute && attribute.valueCount > 0 ? (
        <p className="mt-1 text-sm text-slate-600">
          {t("adminAttributes.lockedHint", { count: attribute.valueCount })}
        </p>
      ) : null}
      <fetcher.Form
        key={generation}
        method="post"
        {...getFormProps(form)}
        noValidate
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <input type="hidden" name="intent" value={intent} />
        {attribute ? <input type="hidden" name="id" value={attribute.id} /> : null}
        {!attribute && isSaved ? (
          <div className="md:col-span-2">
            <Notice tone="success">{t("adminAttributes.added")}</Notice>
          </div>
        ) : null}
        {form.errors?.length ? (
          <div className="md:col-span-2">
            <Notice tone="error">{tr(form.errors)}</Notice>
          </div>
        ) : null}
        <FieldText field={fields.labelEn} dir="ltr" label={t("adminAttributes.labelEn")} />
        <FieldText field={fields.labelAr} dir="rtl" label={t("adminAttributes.labelAr")} />
        <FieldText
          field={fields.key}
          dir="ltr"
          label={t("adminAttributes.key")}
          hint={t("adminAttributes.keyHint")}
        />
        {select(
          "kind",
          t("adminAttributes.kind"),
          <TranslatedOptions values={ATTRIBUTE_KINDS} keyPrefix="adminAttributes.kinds" />,
        )}
        {kind === "number" ? (
          <>
            {select(
              "unit",
              t("adminAttributes.unit"),
              <>
                <option value="">{t("adminAttributes.chooseUnit")}</option>
                {Object.entries(UNITS).map(([key, unit]) => (
                  <option key={key} value={key}>
                    {unit.label[locale]}
                  </option>
                ))}
              </>,
            )}
            {select(
              "better",
              t("adminAttributes.better"),
              <>
                <option value="">{t("adminAttributes.betterNone")}</option>
                <option value="higher">{t("adminAttributes.betterHigher")}</option>
                <option value="lower">{t("adminAttributes.betterLower")}</option>
              </>,
            )}
          </>
        ) : null}
        {kind === "option"
          ? textarea("options", t("adminAttributes.options"), t("adminAttributes.optionsHint"))
          : null}
        {textarea("synonyms", t("adminAttributes.synonyms"), t("adminAttributes.synonymsHint"))}
        <div className="grid gap-3 md:col-span-2 md:grid-cols-3">
          {checkbox("isFilter", t("adminAttributes.isFilter"), t("adminAttributes.isFilterHint"))}
          {checkbox(
            "isVariantAxis",
            t("adminAttributes.isVariantAxis"),
            t("adminAttributes.isVariantAxisHint"),
          )}
          {hasDepartment
            ? checkbox(
                "replacesInherited",
                t("adminAttributes.replacesInherited"),
                t("adminAttributes.replacesInheritedHint"),
              )
            : null}
        </div>
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button disabled={isBusy} isBusy={isBusy}>
            {attribute ? t("adminAttributes.save") : t("adminAttributes.add")}
          </Button>
          {attribute ? (
            <Button type="button" variant="secondary" onClick={onDone}>
              {t("adminAttributes.cancel")}
            </Button>
          ) : null}
        </div>
      </fetcher.Form>
    </section>
  );
}
