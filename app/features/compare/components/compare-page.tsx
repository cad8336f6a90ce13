import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Notice } from "~/components/ui/notice";
import type { Locale } from "~/utils/i18n";
import { compareHref } from "../compare-url";
import type { Comparison } from "../comparison";
import { CompareSlot } from "./compare-slot";
import { ComparisonTable } from "./comparison-table";
import { SlotSearch } from "./slot-search";

/** /compare: two slots with their searches, the slot-rule message and the comparison table. */
export function ComparePage({ comparison }: { comparison: Comparison }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const { first, second, rejected } = comparison;
  const nameOf = (product: { nameEn: string; nameAr: string }) =>
    locale === "ar" ? product.nameAr : product.nameEn;
  const categoryOf = (product: { category: { nameEn: string; nameAr: string } }) =>
    locale === "ar" ? product.category.nameAr : product.category.nameEn;

  return (
    <main id="main" className="mx-auto max-w-7xl space-y-8 px-4 py-8">
      <div className="space-y-4">
        <Breadcrumbs
          label={t("product.breadcrumb")}
          items={[{ label: t("nav.home"), to: "/" }, { label: t("nav.compare") }]}
        />
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t("compare.title")}</h1>
        <p className="text-slate-600">{t("compare.intro")}</p>
      </div>

      {rejected && first ? (
        <Notice tone="error">
          {rejected.reason === "sameProduct"
            ? t("compare.sameProduct", { product: nameOf(rejected.product) })
            : t("compare.differentCategory", {
                product: nameOf(rejected.product),
                category: categoryOf(rejected.product),
                expected: categoryOf(first),
              })}
        </Notice>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <CompareSlot
          slotNumber={1}
          product={first}
          removeHref={compareHref(second?.id)}
          empty={<SlotSearch slotNumber={1} categoryId={null} hrefFor={(id) => compareHref(id)} />}
        />
        <CompareSlot
          slotNumber={2}
          product={second}
          removeHref={compareHref(first?.id)}
          empty={
            first ? (
              <div className="space-y-2">
                <p className="text-sm text-slate-600">
                  {t("compare.chooseSecond", { category: categoryOf(first) })}
                </p>
                <SlotSearch
                  slotNumber={2}
                  categoryId={first.category.id}
                  hrefFor={(id) => compareHref(first.id, id)}
                />
              </div>
            ) : (
              <p className="text-sm text-slate-600">{t("compare.chooseFirst")}</p>
            )
          }
        />
      </div>

      {first ? <ComparisonTable key={`${first.id}-${second?.id}`} first={first} second={second} /> : null}
    </main>
  );
}
