import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Thumbnail } from "./thumbnail";

describe("Thumbnail", () => {
  it("draws the picture, silent to a screen reader and loaded lazily, with the classes given", () => {
    const markup = renderToStaticMarkup(<Thumbnail src="/uploads/tv.webp" className="size-14" />);
    expect(markup).toContain('src="/uploads/tv.webp"');
    expect(markup).toContain('alt=""');
    expect(markup).toContain('loading="lazy"');
    expect(markup).toContain('class="size-14"');
  });

  it("draws nothing without a picture", () => {
    expect(renderToStaticMarkup(<Thumbnail src={null} className="size-14" />)).toBe("");
    expect(renderToStaticMarkup(<Thumbnail src="" className="size-14" />)).toBe("");
  });
});
