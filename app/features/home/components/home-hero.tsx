import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ArrowDown } from "~/components/ui/icons";
import { HeroSlideControls } from "./hero-slide-controls";
import { HeroSlideText } from "./hero-slide-text";

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
 * The top of the home page: the admin's slides turn behind the heading and the search box (`search`,
 * supplied by the route). The slides advance on their own unless the visitor pauses them, points at
 * or focuses the hero, or asks for reduced motion; each can be chosen with the dots.
 */
export function HomeHero({ search, slides }: { search: ReactNode; slides: HeroSlideView[] }) {
  const { t } = useTranslation();
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
      <div className="mx-auto flex max-w-4xl flex-col items-center clear-of-chat-4xl pt-6 pb-5 text-center sm:pt-24 sm:pb-10">
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
        <div className="mx-auto flex max-w-7xl flex-col gap-4 clear-of-chat-7xl pb-8 sm:flex-row sm:items-end sm:justify-between">
          <div aria-live={isRotating ? "off" : "polite"} className="min-h-16 max-w-2xl">
            {slides.map((slide, index) => (
              <HeroSlideText
                key={slide.id}
                slide={slide}
                number={index + 1}
                total={slides.length}
                isShown={index === active}
              />
            ))}
          </div>
          {slides.length > 1 ? (
            <HeroSlideControls
              slides={slides}
              active={active}
              isPaused={isPaused}
              onTogglePause={() => setIsPaused((paused) => !paused)}
              onShow={show}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
