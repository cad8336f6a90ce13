import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormCard } from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { FileField } from "~/components/ui/file-field";
import { Upload } from "~/components/ui/icons";
import { Notice } from "~/components/ui/notice";
import type { CatalogError } from "../catalog-schema";
import { catalogUploadSchema } from "../catalog-upload-schema";
import type { ImportSummary } from "../import-catalog.server";

export type CatalogImportOutcome =
  | { ok: true; summary: ImportSummary }
  | { ok: false; errors: CatalogError[] };

type CatalogImportFormProps = {
  /** Where the form posts (the admin products screen). */
  action: string;
  lastResult?: SubmissionResult<string[]>;
  outcome?: CatalogImportOutcome | null;
};

const ERRORS_SHOWN = 50;

function ImportReport({ outcome }: { outcome: CatalogImportOutcome }) {
  const { t } = useTranslation();
  if (outcome.ok) {
    const { summary } = outcome;
    return (
      <Notice tone="success">
        <span className="block font-semibold">{t("catalogImport.success")}</span>
        <span className="block">
          {t("catalogImport.counts.categories", {
            created: summary.categoriesCreated,
            updated: summary.categoriesUpdated,
            unchanged: summary.categoriesUnchanged,
          })}
        </span>
        <span className="block">
          {t("catalogImport.counts.products", {
            created: summary.productsCreated,
            updated: summary.productsUpdated,
            unchanged: summary.productsUnchanged,
          })}
        </span>
        <span className="block">
          {t("catalogImport.counts.prices", {
            recorded: summary.pricesRecorded,
            changed: summary.pricesChanged,
          })}
        </span>
      </Notice>
    );
  }
  const hidden = outcome.errors.length - ERRORS_SHOWN;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800">
      <p className="font-semibold">{t("catalogImport.failed", { count: outcome.errors.length })}</p>
      <ul
        className="mt-2 max-h-72 list-disc space-y-1 overflow-y-auto ps-5"
        aria-label={t("catalogImport.errorListLabel")}
      >
        {outcome.errors.slice(0, ERRORS_SHOWN).map((error) => (
          <li key={`${error.path}:${error.message}`}>
            <code dir="ltr" className="rounded bg-white/70 px-1 font-mono text-xs">
              {error.path}
            </code>
            : {t(error.message)}
          </li>
        ))}
      </ul>
      {hidden > 0 ? <p className="mt-2">{t("catalogImport.moreErrors", { count: hidden })}</p> : null}
    </div>
  );
}

export function CatalogImportForm({ action, lastResult, outcome }: CatalogImportFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isImporting = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  const [form, fields] = useForm({
    id: "catalog-import",
    lastResult,
    constraint: getZodConstraint(catalogUploadSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: catalogUploadSchema }),
  });

  return (
    <FormCard titleId="catalog-import-title" title={t("catalogImport.title")}>
      <p className="mt-1 text-sm text-slate-600">{t("catalogImport.intro")}</p>
      <Form
        method="post"
        action={action}
        encType="multipart/form-data"
        {...getFormProps(form)}
        noValidate
        className="mt-4 space-y-4"
      >
        <input type="hidden" name="intent" value="import" />
        {outcome ? <ImportReport outcome={outcome} /> : null}
        {form.errors?.length ? <Notice tone="error">{t(form.errors[0]!)}</Notice> : null}
        <div className="flex flex-wrap items-end gap-3">
          <FileField
            {...getInputProps(fields.file, { type: "file" })}
            key={fields.file.key}
            accept=".json,application/json"
            label={t("catalogImport.file")}
            error={fields.file.errors?.[0] ? t(fields.file.errors[0]) : undefined}
            className="min-w-0 flex-1"
          />
          <Button disabled={isImporting} isBusy={isImporting}>
            {isImporting ? null : <Upload aria-hidden="true" className="size-4" />}
            {t("catalogImport.submit")}
          </Button>
        </div>
      </Form>
    </FormCard>
  );
}
