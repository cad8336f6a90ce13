import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "~/utils/use-locale";
import { siteLinkOf } from "~/utils/web-address";
import type { HeroSlideView } from "./home-hero";

/**
 * "Learn more", followed for screen readers and search engines by what the slide is about, so the
 * link still makes sense when it is read out of context (a list of the page's links).
 */
function SlideLinkText({ topic }: { topic: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      {t("home.slides.learnMore")}
      {topic ? <span className="sr-only">: {topic}</span> : null}
    </>
  );
}

/** One slide's title, description and link; only the slide being shown is visible. */
export function HeroSlideText({
  slide,
  number,
  total,
  isShown,
}: {
  slide: HeroSlideView;
  number: number;
  total: number;
  isShown: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const textOf = (en: string | null, ar: string | null) => (locale === "ar" ? ar || en : en || ar);
  const title = textOf(slide.titleEn, slide.titleAr);
  const description = textOf(slide.descriptionEn, slide.descriptionAr);
  // Slides saved before links were checked as a browser reads them are checked again here.
  const link = slide.linkUrl ? siteLinkOf(slide.linkUrl) : null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
    <div
      role="group"
      aria-roledescription={t("home.slides.slide")}
      aria-label={t("home.slides.position", { number, total })}
      hidden={!isShown}
      data-testid="hero-slide"
    >
      {title ? <p className="text-lg font-semibold">{title}</p> : null}
      {description ? <p className="mt-1 text-sm text-brand-100">{description}</p> : null}
      {link ? (
        link.startsWith("/") ? (
          <Link to={link} className="mt-2 inline-block text-sm font-semibold text-accent-400 hover:underline">
            <SlideLinkText topic={title || description} />
          </Link>
        ) : (
          <a href={link} className="mt-2 inline-block text-sm font-semibold text-accent-400 hover:underline">
            <SlideLinkText topic={title || description} />
          </a>
        )
      ) : null}
    </div>
  );
}
