import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ConfirmDeleteForm } from "~/components/ui/confirm-delete-form";
import { EmptyState } from "~/components/ui/empty-state";
import { localized } from "~/utils/i18n";
import { useLocale } from "~/utils/use-locale";
import type { HeroSlide } from "../slides.server";

export function SlideGrid({ slides }: { slides: HeroSlide[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (slides.length === 0) return <EmptyState>{t("adminSlides.empty")}</EmptyState>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {slides.map((slide) => {
        const title =
          localized(locale, { en: slide.titleEn, ar: slide.titleAr }) ?? slide.titleEn ?? slide.titleAr;
        return (
          <li
            key={slide.id}
            className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            data-testid="slide-card"
          >
            <img
              src={slide.imageUrl}
              alt=""
              className="aspect-[8/3] w-full bg-slate-100 object-cover"
              loading="lazy"
            />
            <div className="space-y-2 p-4">
              <p className="flex items-center justify-between gap-2">
                <span className="font-semibold text-ink">{title ?? t("adminSlides.untitled")}</span>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700">
                  {t("adminSlides.order")}: {slide.sortOrder}
                </span>
              </p>
              <div className="flex gap-2">
                <Link
                  to={`?edit=${slide.id}`}
                  className="rounded-md border border-slate-300 px-2.5 py-1 text-sm hover:bg-slate-50"
                >
                  {t("adminSlides.edit")}
                </Link>
                <ConfirmDeleteForm question={t("adminSlides.confirmDelete")} fields={{ id: slide.id }}>
                  {t("adminSlides.delete")}
                </ConfirmDeleteForm>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
