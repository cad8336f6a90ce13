import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";
import { Notice } from "~/components/ui/notice";
import type { Region } from "~/features/offer-details/offer-details";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { compareHref } from "../compare-url";
import { type Comparison, MAX_COMPARED } from "../comparison";
import { CompareSlot } from "./compare-slot";
import { ComparisonTable } from "./comparison-table";
import { SlotSearch } from "./slot-search";

/**
 * /compare: a slot per chosen product (up to four) and one more to add another from the first
 * one's category, the slot-rule message and the comparison table.
 */
export function ComparePage({
  comparison,
  region = null,
}: {
  comparison: Comparison;
  /** The shopper's city: the table then has each product's lowest total delivered there. */
  region?: Region | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { products, rejected } = comparison;
  const [first] = products;
  const ids = products.map((product) => product.id);
  const nameOf = (product: { nameEn: string; nameAr: string }) => nameIn(locale, product);
  const categoryOf = (product: { category: { nameEn: string; nameAr: string } }) =>
    nameIn(locale, product.category);
  const nextSlot = products.length + 1;

  return (
    <main id="main" className="mx-auto max-w-7xl space-y-8 clear-of-chat-7xl py-8">
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

      <div className={`grid gap-4 sm:grid-cols-2 ${products.length >= 2 ? "xl:grid-cols-4" : ""}`}>
        {products.map((product, index) => (
          <CompareSlot
            key={product.id}
            slotNumber={index + 1}
            product={product}
            removeHref={compareHref(...ids.filter((id) => id !== product.id))}
            empty={null}
          />
        ))}
        {!first ? (
          <>
            <CompareSlot
              slotNumber={1}
              product={null}
              removeHref={compareHref()}
              empty={<SlotSearch slotNumber={1} categoryId={null} hrefFor={(id) => compareHref(id)} />}
            />
            <CompareSlot
              slotNumber={2}
              product={null}
              removeHref={compareHref()}
              empty={<p className="text-sm text-slate-600">{t("compare.chooseFirst")}</p>}
            />
          </>
        ) : products.length < MAX_COMPARED ? (
          <CompareSlot
            slotNumber={nextSlot}
            product={null}
            removeHref={compareHref(...ids)}
            empty={
              <div className="space-y-2">
                <p className="text-sm text-slate-600">
                  {products.length === 1
                    ? t("compare.chooseSecond", { category: categoryOf(first) })
                    : t("compare.chooseAnother", { category: categoryOf(first), max: MAX_COMPARED })}
                </p>
                <SlotSearch
                  slotNumber={nextSlot}
                  categoryId={first.category.id}
                  hrefFor={(id) => compareHref(...ids, id)}
                />
              </div>
            }
          />
        ) : null}
      </div>

      {first ? <ComparisonTable key={ids.join("-")} products={products} region={region} /> : null}
    </main>
  );
}
