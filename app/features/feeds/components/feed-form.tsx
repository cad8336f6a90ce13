import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import {
  checkedBy,
  FieldText,
  FormCard,
  FormErrorNotice,
  UploadForm,
  useErrorText,
} from "~/components/form/form-scaffold";
import { Button } from "~/components/ui/button";
import { FileField } from "~/components/ui/file-field";
import { type AddFeedValue, addFeedSchema, DEFAULT_FEED_INTERVAL } from "../feed-schema";
import { IntervalSelect } from "./interval-select";

type FeedFormInput = { kind: "url" | "file"; url?: string; file?: File; intervalHours: string };

/** Adds a feed to a store: a web address read on a schedule, or a file uploaded here. */
export function FeedForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const isSaving = navigation.state === "submitting" && navigation.formData?.get("intent") === "add";
  const [kind, setKind] = useState<"url" | "file">("url");
  const [form, fields] = useForm<FeedFormInput, AddFeedValue>({
    id: "feed-form",
    lastResult,
    defaultValue: { kind: "url", intervalHours: String(DEFAULT_FEED_INTERVAL) },
    ...checkedBy(addFeedSchema, "onSubmit"),
  });
  const tr = useErrorText();

  return (
    <FormCard titleId="feed-form-title" title={t("adminFeeds.form.addTitle")}>
      <UploadForm form={form} intent="add">
        <FormErrorNotice errors={form.errors} />
        <fieldset className="md:col-span-2">
          <legend className="text-sm font-medium text-slate-800">{t("adminFeeds.form.kind")}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {(["url", "file"] as const).map((option) => (
              <label key={option} className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name={fields.kind.name}
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="size-4"
                />
                {t(option === "url" ? "adminFeeds.form.kindUrl" : "adminFeeds.form.kindFile")}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === "url" ? (
          <FieldText
            field={fields.url}
            type="url"
            label={t("adminFeeds.form.url")}
            hint={t("adminFeeds.form.urlHint")}
            dir="ltr"
            autoComplete="off"
            placeholder="https://"
          />
        ) : (
          <FileField
            {...getInputProps(fields.file, { type: "file" })}
            key={fields.file.key}
            accept=".xml,.tsv,.txt,.csv,.gz,application/xml,text/xml,text/csv,text/tab-separated-values,application/gzip"
            label={t("adminFeeds.form.file")}
            hint={t("adminFeeds.form.fileHint")}
            error={tr(fields.file.errors)}
          />
        )}
        <IntervalSelect
          name={fields.intervalHours.name}
          defaultValue={DEFAULT_FEED_INTERVAL}
          error={tr(fields.intervalHours.errors)}
        />
        <div className="md:col-span-2">
          <Button disabled={isSaving} isBusy={isSaving}>
            {t("adminFeeds.form.add")}
          </Button>
        </div>
      </UploadForm>
    </FormCard>
  );
}
