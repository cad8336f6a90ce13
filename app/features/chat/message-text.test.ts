import { describe, expect, it } from "vitest";
import { isInAppPath, parseMessageText } from "./message-text";

describe("parseMessageText", () => {
  it("turns Markdown links to in-app paths into links", () => {
    expect(parseMessageText("See [iPhone 15](/products/abc) or [compare](/compare?a=1&b=2).")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "iPhone 15", href: "/products/abc" },
      { kind: "text", text: " or " },
      { kind: "link", text: "compare", href: "/compare?a=1&b=2" },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps a label with parentheses whole", () => {
    expect(parseMessageText("[AirPods Pro (USB-C)](/products/x)")).toEqual([
      { kind: "link", text: "AirPods Pro (USB-C)", href: "/products/x" },
    ]);
  });

  it("links a bare in-app path but not the punctuation after it", () => {
    expect(parseMessageText("Open /compare?a=1&b=2. Thanks")).toEqual([
      { kind: "text", text: "Open " },
      { kind: "link", text: "/compare?a=1&b=2", href: "/compare?a=1&b=2" },
      { kind: "text", text: ". Thanks" },
    ]);
  });

  it("leaves outside addresses and script links as plain text", () => {
    const parts = parseMessageText(
      "[shop](https://evil.example) [x](javascript:alert(1)) [y](//evil.example/p) [z](/\\evil) https://evil.example",
    );
    expect(parts.every((part) => part.kind === "text")).toBe(true);
    expect(parts.map((part) => part.text).join("")).toContain("shop (https://evil.example)");
  });

  it("shows HTML as the text it is", () => {
    expect(parseMessageText("<img src=x onerror=alert(1)>")).toEqual([
      { kind: "text", text: "<img src=x onerror=alert(1)>" },
    ]);
  });

  it("drops Markdown bold markers", () => {
    expect(parseMessageText("**SAR 1,299.00** at Jarir")).toEqual([
      { kind: "text", text: "SAR 1,299.00 at Jarir" },
    ]);
  });
});

describe("isInAppPath", () => {
  it.each(["/products/5f1c", "/compare?a=1&b=2", "/search?q=%D9%86", "/profile?tab=alerts"])(
    "accepts %s",
    (path) => {
      expect(isInAppPath(path)).toBe(true);
    },
  );
  it.each([
    "https://x.example",
    "//x.example",
    "/\\x.example",
    "javascript:alert(1)",
    "/a b",
    '/a"b',
    "products/1",
  ])("refuses %s", (path) => {
    expect(isInAppPath(path)).toBe(false);
  });
});
