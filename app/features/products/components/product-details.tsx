import { useTranslation } from "react-i18next";
import type { Specification } from "~/db/schema";
import { describeAttribute, type ProductAttribute } from "~/features/attributes/product-attributes";
import { type Locale, localized } from "~/utils/i18n";
import { specificationsIn } from "~/utils/specifications";
import { useLocale } from "~/utils/use-locale";
import { ProductSection } from "./product-section";

type Row = { key: string; name: string; nameLang: Locale; value: string; valueLang: Locale };

/**
 * Description (in the page's language) and the specifications, side by side on wide screens: the
 * category's attributes first, in its order, then the rows that fit none as "more details".
 */
export function ProductDetails({
  descriptionEn,
  descriptionAr,
  attributes,
  specifications,
}: {
  descriptionEn: string | null;
  descriptionAr: string | null;
  attributes: ProductAttribute[];
  specifications: Specification[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const description = localized(locale, { en: descriptionEn, ar: descriptionAr });
  const attributeRows: Row[] = attributes.map((attribute) => {
    const { key, label, value } = describeAttribute(attribute, locale);
    return "yes" in value
      ? {
          key,
          name: label,
          nameLang: locale,
          value: t(value.yes ? "product.specifications.yes" : "product.specifications.no"),
          valueLang: locale,
        }
      : { key, name: label, nameLang: locale, value: value.text, valueLang: value.lang };
  });
  const detailRows: Row[] = specificationsIn(specifications, locale).map((spec) => ({
    key: `${spec.key}:${spec.value}`,
    name: spec.name,
    nameLang: spec.nameLang,
    value: spec.value,
    valueLang: spec.valueLang,
  }));
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ProductSection id="description" title={t("product.description.title")}>
        <p className="whitespace-pre-line leading-relaxed text-slate-700">
          {description || t("product.description.empty")}
        </p>
      </ProductSection>
      <ProductSection id="specifications" title={t("product.specifications.title")}>
        {attributeRows.length + detailRows.length === 0 ? (
          <p className="text-slate-600">{t("product.specifications.empty")}</p>
        ) : (
          <div className="space-y-5">
            {attributeRows.length > 0 ? (
              <SpecificationList rows={attributeRows} testId="product-attributes" />
            ) : null}
            {detailRows.length > 0 ? (
              <div>
                {attributeRows.length > 0 ? (
                  <h3 className="mb-2 font-semibold text-ink">{t("product.specifications.moreDetails")}</h3>
                ) : null}
                <SpecificationList rows={detailRows} testId="product-details" />
              </div>
            ) : null}
          </div>
        )}
      </ProductSection>
    </div>
  );
}

function SpecificationList({ rows, testId }: { rows: Row[]; testId: string }) {
  const locale = useLocale();
  // A text shown in English on an Arabic page (no Arabic given) says so, for screen readers.
  const langIfOther = (lang: Locale) => (lang === locale ? undefined : lang);
  return (
    <dl
      data-testid={testId}
      className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      {rows.map((row) => (
        <div key={row.key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 px-4 py-3 text-sm">
          <dt className="font-medium text-slate-600" lang={langIfOther(row.nameLang)}>
            {row.name}
          </dt>
          {/* Aligned with the page; the text keeps its own direction (Latin model names). */}
          <dd className="text-ink">
            <span dir="auto" lang={langIfOther(row.valueLang)}>
              {row.value}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
