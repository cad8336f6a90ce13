import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n-instance";

const texts = () => ({
  greeting: "Hello",
  welcome: "Welcome, {{name}}",
  items_one: "{{count}} item",
  items_other: "{{count}} items",
  nested: { title: "Title" },
});

describe("i18nFor", () => {
  it("shares one instance per language and texts", () => {
    const en = texts();
    expect(i18nFor("en", en)).toBe(i18nFor("en", en));
    expect(i18nFor("en", en)).not.toBe(i18nFor("en", texts()));
    expect(i18nFor("ar", en)).not.toBe(i18nFor("en", en));
  });

  it("answers as i18next does, on every call, with values, counts and missing keys", () => {
    const t = i18nFor("en", texts()).getFixedT("en", "translation");
    for (let turn = 0; turn < 2; turn++) {
      expect(t("greeting")).toBe("Hello");
      expect(t("nested.title")).toBe("Title");
      expect(t("welcome", { name: "Sara" })).toBe("Welcome, Sara");
      expect(t("welcome", { name: "Omar" })).toBe("Welcome, Omar");
      expect(t("items", { count: 1 })).toBe("1 item");
      expect(t("items", { count: 3 })).toBe("3 items");
      expect(t("missing.key")).toBe("missing.key");
    }
    const prefixed = i18nFor("en", texts()).getFixedT("en", "translation", "nested");
    expect(prefixed("title")).toBe("Title");
  });

  it("sees texts added to the instance later (the back office's), even for a key asked before", () => {
    const i18n = i18nFor("en", texts());
    const t = i18n.getFixedT("en", "translation");
    expect(t("admin.title")).toBe("admin.title");
    i18n.addResourceBundle(
      "en",
      "translation",
      { admin: { title: "Dashboard" }, greeting: "Hi" },
      true,
      true,
    );
    expect(t("admin.title")).toBe("Dashboard");
    expect(t("greeting")).toBe("Hi");
  });

  it("gives every render the same t for the same language, namespace and prefix", () => {
    const i18n = i18nFor("en", texts());
    const t = i18n.getFixedT("en", "translation");
    expect(i18n.getFixedT("en", "translation")).toBe(t);
    expect(i18n.getFixedT("en", "translation", "nested")).not.toBe(t);
    expect(i18n.getFixedT("en", "translation", "nested")("title")).toBe("Title");
  });

  it("still answers right after more than 10,000 different texts were asked", () => {
    const t = i18nFor("en", texts()).getFixedT("en", "translation");
    expect(t("greeting")).toBe("Hello");
    for (let count = 0; count < 10_050; count++) t("items", { count });
    expect(t("items", { count: 1 })).toBe("1 item");
    expect(t("items", { count: 10_049 })).toBe("10049 items");
    expect(t("greeting")).toBe("Hello");
  });
});
