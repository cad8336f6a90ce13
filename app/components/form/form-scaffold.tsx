// What Qaren's forms share: one zod schema checked in the browser as in the action (STYLE.md 5),
// its messages (translation keys) turned into text, and the white card a form sits in.
import {
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ComponentProps, ReactNode, SelectHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { type FetcherWithComponents, Form } from "react-router";
import type { z } from "zod";
import { ErrorText } from "~/components/ui/error-text";
import { LabelledControl } from "~/components/ui/labelled-control";
import { FormOutcome, Notice } from "~/components/ui/notice";
import { TextField } from "~/components/ui/text-field";

/**
 * The conform options of a form checked by `schema`: the browser's constraints, the first check on
 * blur (or, where a message appearing would move a button from under the pointer, on submit) and
 * every check after it as the user types.
 */
export function checkedBy<Schema extends z.ZodType>(
  schema: Schema,
  shouldValidate: "onBlur" | "onSubmit" = "onBlur",
) {
  return {
    constraint: getZodConstraint(schema),
    shouldValidate,
    shouldRevalidate: "onInput" as const,
    onValidate: ({ formData }: { formData: FormData }) => parseWithZod(formData, { schema }),
  };
}

/** Turns a field's or a form's errors (translation keys) into the text of the first, if any. */
export function useErrorText(): (errors?: string[]) => string | undefined {
  const { t } = useTranslation();
  return (errors) => (errors?.[0] ? t(errors[0]) : undefined);
}

type FieldTextProps = Omit<ComponentProps<typeof TextField>, "name" | "type" | "error"> & {
  // biome-ignore lint/suspicious/noExplicitAny: any field of any form's schema
  field: FieldMetadata<any, any, string[]>;
  type?: "text" | "email" | "password" | "url" | "tel" | "search" | "number";
};

/**
 * A schema field as a labelled text input: conform's name, id, constraints and default value,
 * the props given (which win), and the field's first error as text.
 */
export function FieldText({ field, type = "text", ...props }: FieldTextProps) {
  const errorText = useErrorText();
  const { key, ...inputProps } = getInputProps(field, { type });
  return <TextField key={key} {...inputProps} {...props} error={errorText(field.errors)} />;
}

type FieldSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "name" | "id"> & {
  // biome-ignore lint/suspicious/noExplicitAny: any field of any form's schema
  field: FieldMetadata<any, any, string[]>;
  label: string;
  children: ReactNode;
};

/** A schema field as a labelled select of the given options, with the field's first error as text. */
export function FieldSelect({ field, label, className, children, ...props }: FieldSelectProps) {
  const errorText = useErrorText();
  const { key, ...selectProps } = getSelectProps(field);
  return (
    <LabelledControl htmlFor={field.id} label={label} className={className}>
      <select
        key={key}
        {...selectProps}
        {...props}
        className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
      >
        {children}
      </select>
      <ErrorText id={field.errorId}>{errorText(field.errors)}</ErrorText>
    </LabelledControl>
  );
}

/** A schema field as a checkbox with its label beside it. */
export function FieldCheckbox({
  field,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any field of any form's schema
  field: FieldMetadata<any, any, string[]>;
  label: ReactNode;
}) {
  const { key, ...inputProps } = getInputProps(field, { type: "checkbox" });
  return (
    <label className="flex items-center gap-2">
      <input key={key} {...inputProps} className="size-4" />
      {label}
    </label>
  );
}

/** The white card a form sits in, under its title (named by it when `titleId` is given). */
export function FormCard({
  title,
  titleId,
  className = "p-5",
  children,
}: {
  title: ReactNode;
  titleId?: string;
  /** The card's padding, p-5 unless said. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The form's own error (one not tied to a field), across the whole width of the form's grid. */
export function FormErrorNotice({
  errors,
  className = "md:col-span-2",
}: {
  errors?: string[];
  className?: string;
}) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <div className={className}>
      <Notice tone="error">{t(errors[0]!)}</Notice>
    </div>
  );
}

/**
 * An admin form that may carry files: posted as multipart to the route's action with its `intent`
 * (and the `id` of the record it edits, when it edits one), its fields in a two-column grid.
 */
export function UploadForm({
  form,
  intent,
  id,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata
  form: FormMetadata<any, string[]>;
  intent: string;
  id?: string | number | null;
  children: ReactNode;
}) {
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="mt-4 grid gap-4 md:grid-cols-2"
    >
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {children}
    </Form>
  );
}

/**
 * A form posted by a fetcher, so the page stays where it is: its `intent`, then its outcome (the
 * server's notice or error, the form's own error) above its fields.
 */
export function FetcherForm({
  fetcher,
  form,
  intent,
  children,
}: {
  fetcher: FetcherWithComponents<{ notice?: string; error?: string } | undefined>;
  // biome-ignore lint/suspicious/noExplicitAny: any form's metadata
  form: FormMetadata<any, string[]>;
  intent: string;
  children: ReactNode;
}) {
  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className="mt-4 space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormOutcome
        isIdle={fetcher.state === "idle"}
        notice={fetcher.data?.notice}
        formErrors={form.errors}
        error={fetcher.data?.error}
      />
      {children}
    </fetcher.Form>
  );
}
