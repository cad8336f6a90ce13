import { useTranslation } from "react-i18next";
import type { Specification } from "~/db/schema";
import { type Locale, localized } from "~/utils/i18n";
import { specificationsIn } from "~/utils/specifications";
import { useLocale } from "~/utils/use-locale";
import { ProductSection } from "./product-section";

/** Description (in the page's language) and the specification table, side by side on wide screens. */
export function ProductDetails({
  descriptionEn,
  descriptionAr,
  specifications,
}: {
  descriptionEn: string | null;
  descriptionAr: string | null;
  specifications: Specification[];
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const description = localized(locale, { en: descriptionEn, ar: descriptionAr });
  // A text shown in English on an Arabic page (no Arabic given) says so, for screen readers.
  const langIfOther = (lang: Locale) => (lang === locale ? undefined : lang);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <ProductSection id="description" title={t("product.description.title")}>
        <p className="whitespace-pre-line leading-relaxed text-slate-700">
          {description || t("product.description.empty")}
        </p>
      </ProductSection>
      <ProductSection id="specifications" title={t("product.specifications.title")}>
        {specifications.length > 0 ? (
          <dl className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white">
            {specificationsIn(specifications, locale).map((spec) => (
              <div
                key={`${spec.key}:${spec.value}`}
                className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-4 px-4 py-3 text-sm"
              >
                <dt className="font-medium text-slate-600" lang={langIfOther(spec.nameLang)}>
                  {spec.name}
                </dt>
                {/* Aligned with the page; the text keeps its own direction (Latin model names). */}
                <dd className="text-ink">
                  <span dir="auto" lang={langIfOther(spec.valueLang)}>
                    {spec.value}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-slate-600">{t("product.specifications.empty")}</p>
        )}
      </ProductSection>
    </div>
  );
}
