import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Scale } from "~/components/ui/icons";
import { compareHref } from "../compare-url";

/** From a product page to /compare with the product already in the first slot. */
export function CompareLink({ productId }: { productId: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={compareHref(productId)}
      className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-ink hover:border-brand-600 hover:text-brand-800"
    >
      <Scale aria-hidden="true" className="size-4" />
      {t("product.compareWith")}
    </Link>
  );
}
