import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { describeAttribute } from "~/features/attributes/product-attributes";
import { formatPrice } from "~/utils/format";
import { localized } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { type ProductVariants, variantAxes } from "../variants";

/**
 * The product page's variant picker (issue 31): one row of choices per axis on which the family's
 * variants differ, each a link to that variant's own page with its lowest current price, the
 * current one marked, a variant no store offers now marked sold out.
 */
export function VariantPicker({ variants, productId }: { variants: ProductVariants; productId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const axes = variantAxes(variants, productId);
  if (axes.length === 0) return null;
  return (
    <div className="mt-5 space-y-4" data-testid="variant-picker">
      {axes.map((axis) => (
        <fieldset key={axis.key}>
          <legend className="mb-2 text-sm font-semibold text-ink">
            {localized(locale, { en: axis.labelEn, ar: axis.labelAr })}
          </legend>
          <ul className="flex flex-wrap gap-2">
            {axis.choices.map((choice) => {
              const described = describeAttribute(choice.value, locale).value;
              const label =
                "yes" in described
                  ? t(described.yes ? "product.specifications.yes" : "product.specifications.no")
                  : described.text;
              const lang = "lang" in described && described.lang !== locale ? described.lang : undefined;
              return (
                <li key={`${choice.productId}:${label}`}>
                  <Link
                    to={`/products/${choice.productId}`}
                    aria-current={choice.isCurrent ? "true" : undefined}
                    data-variant={choice.productId}
                    className={`flex min-w-24 flex-col rounded-xl border px-3 py-2 text-sm transition ${
                      choice.isCurrent
                        ? "border-brand-700 bg-brand-50 ring-1 ring-brand-700"
                        : "border-slate-300 bg-white hover:border-brand-600"
                    }`}
                  >
                    <span className="font-semibold text-ink" lang={lang} dir="auto">
                      {label}
                    </span>
                    <span className={`text-xs ${choice.isSoldOut ? "text-slate-500" : "text-slate-700"}`}>
                      {choice.lowestPrice ? formatPrice(choice.lowestPrice, locale) : t("variants.soldOut")}
                    </span>
                    {choice.keepsOtherChoices ? null : (
                      <span className="text-xs text-slate-500">{t("variants.otherChoices")}</span>
                    )}
                  </Link>
                </li>
              );
            })}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
