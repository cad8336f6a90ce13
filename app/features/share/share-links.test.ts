import { describe, expect, it } from "vitest";
import { buildShareLinks } from "./share-links";

describe("buildShareLinks", () => {
  it("builds Facebook, X and WhatsApp share URLs with the page address encoded", () => {
    const links = buildShareLinks("https://qaren.example/products/1?lang=ar", "آيفون & more");
    expect(links.facebook).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fqaren.example%2Fproducts%2F1%3Flang%3Dar",
    );
    const x = new URL(links.x);
    expect(x.origin + x.pathname).toBe("https://twitter.com/intent/tweet");
    expect(x.searchParams.get("url")).toBe("https://qaren.example/products/1?lang=ar");
    expect(x.searchParams.get("text")).toBe("آيفون & more");
    const whatsapp = new URL(links.whatsapp);
    expect(whatsapp.host).toBe("wa.me");
    expect(whatsapp.searchParams.get("text")).toBe("آيفون & more https://qaren.example/products/1?lang=ar");
  });
});
