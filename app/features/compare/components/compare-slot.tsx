import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ImageOff, X } from "~/components/ui/icons";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { ComparedProduct } from "../comparison";

/** One of the (up to four) slots: the chosen product with a Remove link, or the search to choose one. */
export function CompareSlot({
  slotNumber,
  product,
  removeHref,
  empty,
}: {
  slotNumber: number;
  product: ComparedProduct | null;
  removeHref: string;
  /** The search (or a hint) shown while the slot is empty. */
  empty: ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = product ? nameIn(locale, product) : "";

  return (
    <section
      aria-labelledby={`slot-${slotNumber}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid={`compare-slot-${slotNumber}`}
    >
      <h2 id={`slot-${slotNumber}-title`} className="text-sm font-semibold text-slate-500">
        {t("compare.slot", { number: slotNumber })}
      </h2>
      {product ? (
        <div className="mt-3 flex items-start gap-3">
          <div className="flex size-16 shrink-0 items-center justify-center rounded-xl bg-slate-50">
            {product.imageUrl ? (
              <img src={product.imageUrl} alt="" className="size-full object-contain p-2" />
            ) : (
              <ImageOff aria-hidden="true" className="size-6 text-slate-400" />
            )}
          </div>
          <div className="min-w-0 flex-1">
            <p className="line-clamp-3 font-semibold text-ink">
              <Link to={`/products/${product.id}`} className="hover:text-brand-700 hover:underline">
                {name}
              </Link>
            </p>
            <p className="text-sm text-slate-600">{nameIn(locale, product.category)}</p>
            <Link
              to={removeHref}
              preventScrollReset
              className="mt-2 inline-flex items-center gap-1 rounded-full border border-slate-300 px-3 py-1 text-sm font-medium text-slate-700 hover:border-red-500 hover:text-red-700"
            >
              <X aria-hidden="true" className="size-4" />
              {t("compare.remove")}
              <span className="sr-only">{name}</span>
            </Link>
          </div>
        </div>
      ) : (
        <div className="mt-3">{empty}</div>
      )}
    </section>
  );
}
