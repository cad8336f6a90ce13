import { useTranslation } from "react-i18next";
import { ChevronLeft, ChevronRight, Pause, Play } from "~/components/ui/icons";
import type { HeroSlideView } from "./home-hero";

const controlClass =
  "inline-flex size-9 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/25";

/** The hero's slide controls: pause or play, previous, a dot for each slide, next (arrows flip in RTL). */
export function HeroSlideControls({
  slides,
  active,
  isPaused,
  onTogglePause,
  onShow,
}: {
  slides: HeroSlideView[];
  active: number;
  isPaused: boolean;
  onTogglePause: () => void;
  onShow: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={controlClass}
        onClick={onTogglePause}
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
        onClick={() => onShow(active - 1)}
        aria-label={t("home.slides.previous")}
      >
        <ChevronLeft aria-hidden="true" className="flip-rtl size-5" />
      </button>
      {slides.map((slide, index) => (
        <button
          key={slide.id}
          type="button"
          onClick={() => onShow(index)}
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
        onClick={() => onShow(active + 1)}
        aria-label={t("home.slides.next")}
      >
        <ChevronRight aria-hidden="true" className="flip-rtl size-5" />
      </button>
    </div>
  );
}
