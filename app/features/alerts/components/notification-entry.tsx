import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { storeNameOf } from "~/features/stores/store-name";
import { formatDate, formatPrice } from "~/utils/format";
import { formatRelativeTime } from "~/utils/relative-time";
import { useLocale } from "~/utils/use-locale";
import type { NotificationItem } from "../notifications.server";

/** What each kind of notification says. */
const NOTICE_TEXTS: Record<NotificationItem["kind"], string> = {
  target_price: "notifications.priceDrop",
  back_in_stock: "momentAlerts.bell.backInStock",
  lowest_in_90_days: "momentAlerts.bell.lowestIn90Days",
};

/** A notification as the JSON of GET /api/notifications gives it. */
export type Listed = Omit<NotificationItem, "createdAt"> & { createdAt: string };

/** One notification in the bell's list: the product, what happened and when; new ones marked. */
export function NotificationEntry({ item, onOpen }: { item: Listed; onOpen: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li>
      <Link
        to={`/products/${item.productId}`}
        onClick={onOpen}
        className={`block px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 ${item.isRead ? "" : "bg-brand-50/60"}`}
      >
        <span className="flex items-start gap-2">
          {item.isRead ? null : (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
          )}
          <span className="min-w-0 flex-1">
            {item.isRead ? null : <span className="sr-only">{t("notifications.new")} </span>}
            <span className="block font-medium text-ink">{locale === "ar" ? item.nameAr : item.nameEn}</span>
            <span className="mt-0.5 block text-sm text-slate-700">
              {item.targetRegion
                ? t("notifications.totalDrop", {
                    price: formatPrice(item.price, locale),
                    store: storeNameOf(item, locale),
                    city: t(`offerDetails.regionsTo.${item.targetRegion}`),
                  })
                : t(NOTICE_TEXTS[item.kind], {
                    price: formatPrice(item.price, locale),
                    store: storeNameOf(item, locale),
                  })}
            </span>
            <time
              dateTime={item.createdAt}
              title={formatDate(item.createdAt, locale)}
              className="mt-0.5 block text-xs text-slate-500"
            >
              {formatRelativeTime(item.createdAt, locale)}
            </time>
          </span>
        </span>
      </Link>
    </li>
  );
}
