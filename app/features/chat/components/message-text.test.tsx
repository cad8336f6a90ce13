// Issue 38 (4): an Arabic answer that quotes Latin values ("6.1 بوصة Super Retina XDR") shows each
// value whole and in its place: each is its own bidi isolate, so the comparison arrow and the
// next value's number are never pulled into a Latin run. Rendered as the server sends it (the
// browser hydrates the same markup).
import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { MessageText } from "./message-text";

function render(content: string) {
  const markup = renderToStaticMarkup(
    <MemoryRouter>
      <p>
        <MessageText content={content} />
      </p>
    </MemoryRouter>,
  );
  return load(markup);
}

describe("MessageText: direction of mixed values", () => {
  it("isolates each value of an Arabic comparison line that holds Latin words", () => {
    const $ = render("• الشاشة: 6.1 بوصة Super Retina XDR ↔ 6.7 بوصة Super Retina XDR");
    expect(
      $("bdi")
        .map((_, element) => $(element).text())
        .get(),
    ).toEqual(["الشاشة", "6.1 بوصة Super Retina XDR", "6.7 بوصة Super Retina XDR"]);
    // Nothing of the text is lost or reordered in the source.
    expect($("p").text()).toBe("• الشاشة: 6.1 بوصة Super Retina XDR ↔ 6.7 بوصة Super Retina XDR");
  });

  it("isolates values on every line and a link to a product with a Latin name", () => {
    const $ = render(
      "أرخص سعر لـ [iPhone 16 Pro](/products/abc) هو 4,620 ر.س\n• المعالج: A18 Pro؛ الذاكرة: 8 GB",
    );
    expect($("a").attr("dir")).toBe("auto");
    const values = $("bdi")
      .map((_, element) => $(element).text())
      .get();
    expect(values).toContain("A18 Pro");
    expect(values).toContain("8 GB");
    // A price keeps its thousands comma and a time its colon: they separate no values.
    expect(values.some((value) => value.includes("4,620 ر.س"))).toBe(true);
  });

  it("leaves an answer in one script as it was", () => {
    expect(render("The cheapest is SAR 4,620: Extra, then Jarir.")("bdi")).toHaveLength(0);
    expect(render("أرخص سعر 4,620 ر.س: إكسترا، ثم جرير.")("bdi")).toHaveLength(0);
  });
});
