import { ArrowDown, ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "~/utils/use-locale";
import { siteLinkOf } from "~/utils/web-address";

const ACTIONS = [
  { to: "/products", key: "home.browseProducts", primary: true },
  { to: "/categories", key: "home.browseCategories", primary: false },
  { to: "/compare", key: "home.compareProducts", primary: false },
] as const;

const SLIDE_SECONDS = 7;

/** A hero slide as the admin manages it (PD-15); texts are optional, the picture is not. */
export type HeroSlideView = {
  id: string;
  titleEn: string | null;
  titleAr: string | null;
  descriptionEn: string | null;
  descriptionAr: string | null;
  imageUrl: string;
  linkUrl: string | null;
};

function usePrefersReducedMotion(): boolean {
  const [prefersReduced, setPrefersReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setPrefersReduced(query.matches);
    const onChange = () => setPrefersReduced(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return prefersReduced;
}

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

/**
 * The top of the home page: the admin's slides turn behind the heading and the search box (`search`,
 * supplied by the route). The slides advance on their own unless the visitor pauses them, points at
 * or focuses the hero, or asks for reduced motion; each can be chosen with the dots.
 */
export function HomeHero({ search, slides }: { search: ReactNode; slides: HeroSlideView[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [active, setActive] = useState(0);
  const [isPaused, setIsPaused] = useState(false);
  const [isHeld, setIsHeld] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const isRotating = slides.length > 1 && !isPaused && !isHeld && !prefersReducedMotion;

  useEffect(() => {
    if (!isRotating) return;
    const timer = window.setInterval(
      () => setActive((index) => (index + 1) % slides.length),
      SLIDE_SECONDS * 1000,
    );
    return () => window.clearInterval(timer);
  }, [isRotating, slides.length]);

  const show = (index: number) => setActive((index + slides.length) % slides.length);
  const textOf = (en: string | null, ar: string | null) => (locale === "ar" ? ar || en : en || ar);
  const controlClass =
    "inline-flex size-9 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25";

  return (
    <section
      className="relative isolate overflow-hidden bg-brand-900 text-white"
      aria-roledescription={slides.length > 0 ? t("home.slides.carousel") : undefined}
      aria-label={slides.length > 0 ? t("home.slides.label") : undefined}
      onMouseEnter={() => setIsHeld(true)}
      onMouseLeave={() => setIsHeld(false)}
      onFocus={() => setIsHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsHeld(false);
      }}
    >
      {slides.map((slide, index) => (
        <img
          key={slide.id}
          src={slide.imageUrl}
          alt=""
          className={`absolute inset-0 -z-20 size-full object-cover motion-safe:transition-opacity motion-safe:duration-700 ${
            index === active ? "opacity-100" : "opacity-0"
          }`}
        />
      ))}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-900/85 via-brand-900/75 to-brand-900/95"
      />

      {/* On phones the hero keeps its heading and search: today's deals follow in the first screen. */}
      <div className="mx-auto flex max-w-4xl flex-col items-center px-4 pt-6 pb-5 text-center sm:pt-24 sm:pb-10">
        <h1 className="text-3xl font-extrabold leading-tight tracking-tight sm:text-5xl">
          {t("home.title")}
        </h1>
        <p className="mt-4 hidden max-w-2xl text-base text-brand-100 sm:block sm:text-lg">
          {t("home.subtitle")}
        </p>
        <div className="mt-4 w-full max-w-2xl text-start sm:mt-8">{search}</div>
        <div className="mt-8 hidden flex-wrap justify-center gap-3 sm:flex">
          {ACTIONS.map((action) => (
            <Link
              key={action.to}
              to={action.to}
              className={
                action.primary
                  ? "rounded-full bg-accent-400 px-5 py-2.5 text-sm font-semibold text-ink hover:bg-accent-500"
                  : "rounded-full border border-white/50 bg-brand-900/40 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10"
              }
            >
              {t(action.key)}
            </Link>
          ))}
        </div>
        <a
          href="#features"
          className="mt-8 hidden items-center gap-2 text-sm font-medium text-brand-100 hover:text-white sm:inline-flex"
        >
          {t("home.learnMore")}
          <ArrowDown aria-hidden="true" className="size-4" />
        </a>
      </div>

      {slides.length > 0 ? (
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pb-8 sm:flex-row sm:items-end sm:justify-between">
          <div aria-live={isRotating ? "off" : "polite"} className="min-h-16 max-w-2xl">
            {slides.map((slide, index) => {
              const title = textOf(slide.titleEn, slide.titleAr);
              const description = textOf(slide.descriptionEn, slide.descriptionAr);
              // Slides saved before links were checked as a browser reads them are checked again here.
              const link = slide.linkUrl ? siteLinkOf(slide.linkUrl) : null;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a carousel slide is a group (WAI-ARIA carousel pattern), not a form fieldset
                <div
                  key={slide.id}
                  role="group"
                  aria-roledescription={t("home.slides.slide")}
                  aria-label={t("home.slides.position", { number: index + 1, total: slides.length })}
                  hidden={index !== active}
                  data-testid="hero-slide"
                >
                  {title ? <p className="text-lg font-semibold">{title}</p> : null}
                  {description ? <p className="mt-1 text-sm text-brand-100">{description}</p> : null}
                  {link ? (
                    link.startsWith("/") ? (
                      <Link
                        to={link}
                        className="mt-2 inline-block text-sm font-semibold text-accent-400 hover:underline"
                      >
                        <SlideLinkText topic={title || description} />
                      </Link>
                    ) : (
                      <a
                        href={link}
                        className="mt-2 inline-block text-sm font-semibold text-accent-400 hover:underline"
                      >
                        <SlideLinkText topic={title || description} />
                      </a>
                    )
                  ) : null}
                </div>
              );
            })}
          </div>
          {slides.length > 1 ? (
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={controlClass}
                onClick={() => setIsPaused((paused) => !paused)}
                aria-label={t(isPaused ? "home.slides.play" : "home.slides.pause")}
              >
                {isPaused ? (
                  <Play aria-hidden="true" className="size-4" />
                ) : (
                  <Pause aria-hidden="true" className="size-4" />
                )}
              </button>
              <button
                type="button"
                className={controlClass}
                onClick={() => show(active - 1)}
                aria-label={t("home.slides.previous")}
              >
                <ChevronLeft aria-hidden="true" className="flip-rtl size-5" />
              </button>
              {slides.map((slide, index) => (
                <button
                  key={slide.id}
                  type="button"
                  onClick={() => show(index)}
                  aria-label={t("home.slides.show", { number: index + 1 })}
                  aria-current={index === active ? "true" : undefined}
                  className="flex size-6 items-center justify-center"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2 rounded-full ${index === active ? "w-6 bg-white" : "w-2 bg-white/50"}`}
                  />
                </button>
              ))}
              <button
                type="button"
                className={controlClass}
                onClick={() => show(active + 1)}
                aria-label={t("home.slides.next")}
              >
                <ChevronRight aria-hidden="true" className="flip-rtl size-5" />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
