import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { translations } from "~/locales/index.server";
import type { Locale } from "~/utils/i18n";
import { createI18n } from "~/utils/i18n-instance";
import { StarRating } from "./star-rating";

function render(rating: number, locale: Locale = "en") {
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, translations[locale])}>
      <StarRating rating={rating} />
    </I18nextProvider>,
  );
  // Each star is one closed outline ("M…Z") in the filled or the empty path.
  const [filled, empty] = [...markup.matchAll(/<path d="([^"]*)"/g)].map(
    ([, outlines]) => (outlines?.match(/M/g) ?? []).length,
  );
  return { label: markup.match(/aria-label="([^"]*)"/)?.[1], filled, empty };
}

describe("StarRating", () => {
  it("fills as many of the five stars as the rounded rating and reads out the exact value", () => {
    expect(render(3.6)).toEqual({ label: "3.6 out of 5 stars", filled: 4, empty: 1 });
    expect(render(4.4, "ar")).toEqual({ label: "4.4 من 5 نجوم", filled: 4, empty: 1 });
    expect(render(5)).toMatchObject({ filled: 5, empty: 0 });
    expect(render(0.2)).toMatchObject({ filled: 0, empty: 5 });
  });
});
