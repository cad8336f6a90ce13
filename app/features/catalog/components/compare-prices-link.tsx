import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The call to action at the foot of a product or deal card: the product's page, named for screen readers. */
export function ComparePricesLink({ href, name }: { href: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={href}
      className="mt-2 inline-flex items-center justify-center rounded-lg bg-brand-700 px-2 py-2 text-sm font-semibold text-white hover:bg-brand-800 sm:px-4"
      aria-label={t("catalog.comparePricesFor", { name })}
    >
      {t("catalog.comparePrices")}
    </Link>
  );
}
