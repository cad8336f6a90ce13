import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Thumbnail } from "~/components/ui/thumbnail";
import type { Deal } from "~/features/deals/deals.server";
import { PriceVerdictBadge } from "~/features/prices/components/price-verdict-badge";
import { formatPrice } from "~/utils/format";
import { nameIn } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import { SectionHeader } from "./section-header";

/**
 * Today's deals in a row that scrolls sideways, right under the hero on phones (issue 38): something
 * to shop in the first screen. Wider screens show the featured product and the latest products there.
 */
export function DealsStrip({ deals }: { deals: Deal[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (deals.length === 0) return null;
  return (
    <section aria-labelledby="deals-strip-title" className="px-4 pt-5 md:hidden" data-testid="deals-strip">
      <SectionHeader
        titleId="deals-strip-title"
        title={t("deals.heading")}
        viewAll={{ to: "/deals", label: t("home.dealsStrip.viewAll") }}
        isCompact
      />
      <ul className="-mx-4 mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-2">
        {deals.map((deal) => {
          const name = nameIn(locale, deal);
          return (
            <li key={deal.id} className="w-36 shrink-0 snap-start">
              <Link
                to={`/products/${deal.id}`}
                className="flex h-full flex-col gap-1.5 rounded-xl border border-slate-200 bg-white p-2.5 shadow-sm"
                data-testid="deals-strip-item"
              >
                <span className="flex h-20 items-center justify-center rounded-lg bg-slate-50">
                  <Thumbnail src={deal.imageUrl} className="max-h-20 w-full object-contain" />
                </span>
                <span className="line-clamp-2 text-xs font-semibold leading-snug text-ink">{name}</span>
                <span className="mt-auto whitespace-nowrap text-sm font-bold text-ink">
                  {formatPrice(deal.lowestPrice, locale)}
                </span>
                <PriceVerdictBadge insight={deal.insight} />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
