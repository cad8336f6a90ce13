import { beforeAll, describe, expect, it } from "vitest";
import { providePageTexts } from "~/utils/page-texts";
import { localizedUrl, pageMeta } from "./meta";

// The page's texts, as the server registers them at start (app/utils/page-texts.ts).
beforeAll(() => {
  for (const locale of ["en", "ar"] as const)
    providePageTexts(locale, {
      meta: { siteName: "Qaren" },
      catalog: { title: "Products", description: "Browse" },
    });
});

const root = (locale: "en" | "ar") => ({
  id: "root",
  pathname: "/",
  loaderData: { locale, origin: "https://qaren.sa", textsPath: `/texts/${locale}-0.json` },
});
const page = { id: "routes/public/products", pathname: "/products" };
const linkOf = (meta: ReturnType<typeof pageMeta>, rel: string, hrefLang?: string) =>
  meta.find(
    (tag) => "tagName" in tag && tag.rel === rel && (hrefLang === undefined || tag.hrefLang === hrefLang),
  ) as { href: string } | undefined;

describe("pageMeta", () => {
  it("gives the title, description and the canonical and alternate addresses", () => {
    const meta = pageMeta([root("en"), page], {
      title: "catalog.title",
      description: "catalog.description",
      canonicalParams: { category: "c1", page: undefined },
    });
    expect(meta).toContainEqual({ title: "Products | Qaren" });
    expect(meta).toContainEqual({ name: "description", content: "Browse" });
    expect(linkOf(meta, "canonical")?.href).toBe("https://qaren.sa/products?category=c1");
    expect(linkOf(meta, "alternate", "en")?.href).toBe("https://qaren.sa/products?category=c1");
    expect(linkOf(meta, "alternate", "ar")?.href).toBe("https://qaren.sa/products?category=c1&lang=ar");
    expect(linkOf(meta, "alternate", "x-default")?.href).toBe("https://qaren.sa/products?category=c1");
    expect(meta.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });

  it("makes the Arabic address canonical for the Arabic page and can keep a page out of the index", () => {
    const meta = pageMeta([root("ar"), page], { noindex: true });
    expect(linkOf(meta, "canonical")?.href).toBe("https://qaren.sa/products?lang=ar");
    expect(meta).toContainEqual({ name: "robots", content: "noindex, follow" });
  });

  it("finds a title among the texts a layout adds to the root's (the admin frame's)", () => {
    const adminFrame = {
      id: "routes/admin/admin-layout",
      pathname: "/admin",
      loaderData: { translations: { adminProducts: { title: "Products admin" } } },
    };
    const meta = pageMeta(
      [root("en"), adminFrame, { id: "routes/admin/products", pathname: "/admin/products" }],
      {
        title: "adminProducts.title",
      },
    );
    expect(meta).toContainEqual({ title: "Products admin | Qaren" });
  });

  it("builds addresses with encoded parameters", () => {
    expect(localizedUrl("https://qaren.sa", "/search", { q: "آيفون 15" }, "ar")).toBe(
      `https://qaren.sa/search?q=${encodeURIComponent("آيفون").replace(/%20/g, "+")}+15&lang=ar`,
    );
  });
});
