import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { AttributeChoice, AttributeFacet } from "~/features/attributes/attribute-filters";
import { translations } from "~/locales/index.server";
import type { Locale } from "~/utils/i18n";
import { createI18n } from "~/utils/i18n-instance";
import { AttributeFilterFields, readAttributeChoices } from "./attribute-filter-fields";

const facet = (rest: Partial<AttributeFacet> & Pick<AttributeFacet, "key" | "kind" | "values">) => ({
  labelEn: rest.key,
  labelAr: rest.key,
  isVariantAxis: false,
  unit: null,
  options: [],
  ...rest,
});

const storage = facet({
  key: "storage",
  labelEn: "Storage",
  labelAr: "السعة التخزينية",
  kind: "number",
  unit: "GB",
  values: [
    { value: "256", count: 7 },
    { value: "512", count: 2 },
    { value: "1024", count: 1 },
  ],
});
const screen = facet({
  key: "screen_size",
  labelEn: "Screen size",
  labelAr: "حجم الشاشة",
  kind: "number",
  unit: "inch",
  values: ["6.1", "6.2", "6.3", "6.4", "6.5", "6.6", "6.7", "6.8", "6.9"].map((value) => ({
    value,
    count: 1,
  })),
});
const fiveG = facet({
  key: "five_g",
  kind: "boolean",
  values: [
    { value: "yes", count: 9 },
    { value: "no", count: 1 },
  ],
});
const madeIn = facet({
  key: "made_in",
  kind: "text",
  values: [{ value: "Saudi Arabia", count: 1, textAr: "المملكة العربية السعودية" }],
});
const facets = [storage, screen, fiveG, madeIn];

function render(locale: Locale, chosen: AttributeChoice[] = []) {
  const markup = renderToStaticMarkup(
    <I18nextProvider i18n={createI18n(locale, translations[locale])}>
      <AttributeFilterFields facets={facets} chosen={chosen} idPrefix="panel" onChoose={() => {}} />
    </I18nextProvider>,
  );
  return load(markup);
}

const labels = ($: ReturnType<typeof load>, key: string) =>
  $(`[data-testid=filter-attribute-${key}] label`)
    .map((_, label) => $(label).text().replace(/\s+/g, " ").trim())
    .get();

describe("the filter panel's attribute filters", () => {
  it("lists a few values as checkboxes with counts, in the page's language", () => {
    expect(labels(render("en"), "storage")).toEqual(["256 GB7", "512 GB2", "1 TB1"]);
    expect(labels(render("ar"), "storage")).toEqual(["256 جيجابايت7", "512 جيجابايت2", "1 تيرابايت1"]);
    expect(labels(render("ar"), "five_g")).toEqual(["نعم9", "لا1"]);
    expect(labels(render("ar"), "made_in")).toEqual(["المملكة العربية السعودية1"]);
    expect(labels(render("en"), "made_in")).toEqual(["Saudi Arabia1"]);
  });

  it("ticks the chosen values", () => {
    const $ = render("en", [{ key: "storage", values: ["512"] }]);
    expect($("input[name='f.storage'][checked]").attr("value")).toBe("512");
  });

  it("shows many numbers as a range with the products' range", () => {
    const $ = render("ar", [{ key: "screen_size", min: 6.3, max: null }]);
    const field = $("[data-testid=filter-attribute-screen_size]");
    expect(field.find("[data-testid=attribute-range]").text()).toBe(
      "في هذه المنتجات: من 6.1 بوصة إلى 6.9 بوصة",
    );
    expect(field.find("input[name='f.screen_size.min']").attr("value")).toBe("6.3");
    expect(field.find("input[name='f.screen_size.max']").attr("value")).toBe("");
    expect(field.find("input[type=checkbox]")).toHaveLength(0);
  });

  it("reads the form's choices, keeping one the form cannot show", () => {
    const data = new FormData();
    data.append("f.storage", "512");
    data.append("f.storage", "1024");
    data.append("f.screen_size.min", "6.5");
    data.append("f.screen_size.max", "");
    expect(readAttributeChoices(data, facets, [{ key: "ram", values: ["12"] }])).toEqual([
      { key: "storage", values: ["512", "1024"] },
      { key: "screen_size", min: 6.5, max: null },
      { key: "ram", values: ["12"] },
    ]);
    expect(readAttributeChoices(new FormData(), facets, [{ key: "screen_size", values: ["6.7"] }])).toEqual([
      { key: "screen_size", values: ["6.7"] },
    ]);
  });
});
