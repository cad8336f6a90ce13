import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Bell, Share2, X } from "./icons";

/** The rendered svg's attributes and its shapes (tag and attributes), as an HTML parser reads them. */
function parse(markup: string) {
  const $ = load(markup, { xml: true });
  const svg = $("svg");
  return {
    attributes: svg.attr() ?? {},
    shapes: svg
      .children()
      .toArray()
      .map((shape) => ({ tag: shape.tagName, ...shape.attribs })),
  };
}

describe("icons", () => {
  it("draws lucide's shapes in one svg with lucide's attributes, hidden from screen readers", () => {
    const { attributes, shapes } = parse(renderToStaticMarkup(<Share2 className="size-4" />));
    expect(attributes).toEqual({
      xmlns: "http://www.w3.org/2000/svg",
      width: "24",
      height: "24",
      viewBox: "0 0 24 24",
      fill: "none",
      stroke: "currentColor",
      "stroke-width": "2",
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      class: "lucide lucide-share-2 size-4",
      "aria-hidden": "true",
    });
    // Share: three dots of radius 3 joined by two lines.
    expect(shapes.map(({ tag }) => tag)).toEqual(["circle", "circle", "circle", "line", "line"]);
    expect(shapes[0]).toMatchObject({ cx: "18", cy: "5", r: "3" });
  });

  it("is read out when the caller labels it, and passes other attributes on", () => {
    const { attributes } = parse(
      renderToStaticMarkup(<Bell aria-label="Alerts" role="img" data-testid="bell" />),
    );
    expect(attributes["aria-hidden"]).toBeUndefined();
    expect(attributes).toMatchObject({
      "aria-label": "Alerts",
      role: "img",
      "data-testid": "bell",
      class: "lucide lucide-bell",
    });
  });

  it("draws each of the drawing's shapes with lucide's own attributes", () => {
    const { shapes } = parse(renderToStaticMarkup(<X />));
    expect(shapes).toEqual([
      { tag: "path", d: "M18 6 6 18" },
      { tag: "path", d: "m6 6 12 12" },
    ]);
  });
});
