import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { EmptyState } from "~/components/ui/empty-state";
import { ErrorText } from "~/components/ui/error-text";
import { ChevronDown, ChevronUp } from "~/components/ui/icons";
import { type Locale, localized, otherLanguageAttributes } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { AdminAttribute, CategoryAttributesForAdmin } from "../attribute-admin.server";
import type { CategoryAttribute } from "../attribute-types";
import { UNITS } from "../units";
import { AttributeForm } from "./attribute-form";

type ActionReply = { ok: boolean; errorKey?: string; values?: Record<string, string | number> };

const smallButton =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-50 disabled:text-slate-400";

/** What an attribute is, in the page's language: "Number · GB", "Option · 4 choices", "Yes/No". */
function AttributeSummary({ attribute }: { attribute: CategoryAttribute }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const parts = [t(`adminAttributes.kinds.${attribute.kind}`)];
  if (attribute.unit) parts.push(UNITS[attribute.unit].label[locale]);
  if (attribute.kind === "option")
    parts.push(t("adminAttributes.choices", { count: attribute.options.length }));
  if (attribute.better) parts.push(t(`adminAttributes.better_${attribute.better}`));
  if (attribute.isFilter) parts.push(t("adminAttributes.isFilter"));
  if (attribute.isVariantAxis) parts.push(t("adminAttributes.isVariantAxis"));
  return (
    <p className="text-sm text-slate-600">
      <span className="font-mono text-xs" dir="ltr">
        {attribute.key}
      </span>{" "}
      · {parts.join(" · ")}
    </p>
  );
}

/** Marks an attribute the category defines again in place of its department's. */
function ReplacementTag({ children }: { children: string }) {
  return <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">{children}</span>;
}

function labelOf(attribute: CategoryAttribute, locale: Locale) {
  return localized(locale, { en: attribute.labelEn, ar: attribute.labelAr });
}

/** The department's attributes, which the category has too; they are edited on the department. */
export function InheritedAttributes({
  department,
  attributes,
}: {
  department: string;
  attributes: CategoryAttributesForAdmin["inherited"];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
      <h2 className="text-lg font-semibold text-ink">
        {t("adminAttributes.inheritedTitle", { department })}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t("adminAttributes.inheritedIntro")}</p>
      {attributes.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t("adminAttributes.inheritedEmpty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {attributes.map((attribute) => (
            <li key={attribute.id} className="py-2">
              <p className="font-medium text-ink">
                {labelOf(attribute, locale)}
                {attribute.isReplaced ? (
                  <ReplacementTag>{t("adminAttributes.replacedHere")}</ReplacementTag>
                ) : null}
              </p>
              <AttributeSummary attribute={attribute} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AttributeRow({
  attribute,
  isFirst,
  isLast,
  hasDepartment,
}: {
  attribute: AdminAttribute;
  isFirst: boolean;
  isLast: boolean;
  hasDepartment: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fetcher = useFetcher<ActionReply>();
  const [isEditing, setIsEditing] = useState(false);
  const stopEditing = useCallback(() => setIsEditing(false), []);
  const name = labelOf(attribute, locale);
  const isBusy = fetcher.state !== "idle";
  const error =
    fetcher.state === "idle" && fetcher.data?.errorKey
      ? t(fetcher.data.errorKey, fetcher.data.values ?? {})
      : null;

  if (isEditing)
    return (
      <li className="py-3">
        <AttributeForm attribute={attribute} hasDepartment={hasDepartment} onDone={stopEditing} />
      </li>
    );

  const move = (direction: "up" | "down", disabled: boolean) => (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={attribute.id} />
      <input type="hidden" name="direction" value={direction} />
      <button
        type="submit"
        className={smallButton}
        disabled={disabled || isBusy}
        aria-label={t(direction === "up" ? "adminAttributes.moveUp" : "adminAttributes.moveDown", { name })}
      >
        {direction === "up" ? (
          <ChevronUp aria-hidden="true" className="size-4" />
        ) : (
          <ChevronDown aria-hidden="true" className="size-4" />
        )}
      </button>
    </fetcher.Form>
  );

  return (
    <li
      className="flex flex-wrap items-start justify-between gap-3 py-3"
      data-testid={`attribute-${attribute.key}`}
    >
      <div className="min-w-0">
        <p className="font-medium text-ink">
          <span>{name}</span>{" "}
          <span className="text-sm font-normal text-slate-500" {...otherLanguageAttributes(locale)}>
            ({locale === "ar" ? attribute.labelEn : attribute.labelAr})
          </span>
          {attribute.replacesInherited ? (
            <ReplacementTag>{t("adminAttributes.replacesDepartment")}</ReplacementTag>
          ) : null}
        </p>
        <AttributeSummary attribute={attribute} />
        <p className="text-xs text-slate-500">
          {t("adminAttributes.valueCount", { count: attribute.valueCount })}
        </p>
        <ErrorText>{error}</ErrorText>
      </div>
      <div className="flex flex-wrap gap-2">
        {move("up", isFirst)}
        {move("down", isLast)}
        <button
          type="button"
          className={smallButton}
          onClick={() => setIsEditing(true)}
          aria-label={t("adminAttributes.editNamed", { name })}
        >
          {t("adminAttributes.edit")}
        </button>
        <ConfirmDeleteForm
          form={fetcher.Form}
          question={t("adminAttributes.confirmDelete", { name, count: attribute.valueCount })}
          fields={{ id: attribute.id, confirmedValueCount: attribute.valueCount }}
          disabled={isBusy}
          ariaLabel={t("adminAttributes.deleteNamed", { name })}
        >
          {t("adminAttributes.delete")}
        </ConfirmDeleteForm>
      </div>
    </li>
  );
}

/** The category's own attributes in their order, each with move, edit and delete. */
export function AttributeList({
  attributes,
  hasDepartment,
}: {
  attributes: AdminAttribute[];
  hasDepartment: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg font-semibold text-ink">{t("adminAttributes.ownTitle")}</h2>
      {attributes.length === 0 ? (
        <EmptyState>{t("adminAttributes.empty")}</EmptyState>
      ) : (
        <ol className="mt-2 divide-y divide-slate-200">
          {attributes.map((attribute, index) => (
            <AttributeRow
              key={attribute.id}
              attribute={attribute}
              isFirst={index === 0}
              isLast={index === attributes.length - 1}
              hasDepartment={hasDepartment}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
