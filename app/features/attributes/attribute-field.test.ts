import { describe, expect, it } from "vitest";
import { type AttributeField, readAttributeField } from "./attribute-field";

const storage: AttributeField = {
  key: "storage",
  labelEn: "Storage",
  labelAr: "السعة التخزينية",
  kind: "number",
  unit: "GB",
  options: [],
};
const screen: AttributeField = { ...storage, key: "screen_size", unit: "inch" };
const fiveG: AttributeField = { ...storage, key: "five_g", kind: "boolean", unit: null };
const panel: AttributeField = {
  ...storage,
  key: "panel",
  kind: "option",
  unit: null,
  options: [
    { key: "oled", en: "OLED", ar: "OLED" },
    { key: "ips", en: "IPS", ar: "IPS" },
  ],
};
const chipset: AttributeField = { ...storage, key: "processor", kind: "text", unit: null };

describe("an attribute field on the admin product form", () => {
  it("reads a number in the attribute's unit, in Latin or Arabic-Indic digits", () => {
    expect(readAttributeField(storage, { value: "256" })).toEqual({
      ok: true,
      value: { kind: "number", number: 256 },
    });
    expect(readAttributeField(storage, { value: "٢٥٦" })).toEqual({
      ok: true,
      value: { kind: "number", number: 256 },
    });
    expect(readAttributeField(screen, { value: "6.9" })).toEqual({
      ok: true,
      value: { kind: "number", number: 6.9 },
    });
  });

  it("converts a number written with another unit of the same kind", () => {
    expect(readAttributeField(storage, { value: "1 TB" })).toEqual({
      ok: true,
      value: { kind: "number", number: 1024 },
    });
    expect(readAttributeField(screen, { value: "6.1 بوصة" })).toEqual({
      ok: true,
      value: { kind: "number", number: 6.1 },
    });
  });

  it("refuses what is not one number of the attribute's kind instead of guessing", () => {
    for (const value of ["large", "128 / 256 GB", "12 GB or 16 GB", "-5"])
      expect(readAttributeField(storage, { value })).toEqual({ ok: false, problem: "unreadable" });
    // Centimetres are a length, not a screen's diagonal in inches.
    expect(readAttributeField(screen, { value: "139 cm" })).toEqual({ ok: false, problem: "unreadable" });
  });

  it("takes yes/no and an option only from their lists", () => {
    expect(readAttributeField(fiveG, { value: "yes" })).toEqual({
      ok: true,
      value: { kind: "boolean", boolean: true },
    });
    expect(readAttributeField(fiveG, { value: "no" })).toEqual({
      ok: true,
      value: { kind: "boolean", boolean: false },
    });
    expect(readAttributeField(fiveG, { value: "maybe" })).toEqual({ ok: false, problem: "notAnOption" });
    expect(readAttributeField(panel, { value: "oled" })).toEqual({
      ok: true,
      value: { kind: "option", option: "oled" },
    });
    expect(readAttributeField(panel, { value: "plasma" })).toEqual({ ok: false, problem: "notAnOption" });
  });

  it("keeps a text in English with its optional Arabic, and asks for the English", () => {
    expect(readAttributeField(chipset, { value: " A18 Pro ", valueAr: "" })).toEqual({
      ok: true,
      value: { kind: "text", textEn: "A18 Pro", textAr: null },
    });
    expect(
      readAttributeField(chipset, { value: "Snapdragon 8 Elite", valueAr: "سنابدراجون 8 إليت" }),
    ).toEqual({
      ok: true,
      value: { kind: "text", textEn: "Snapdragon 8 Elite", textAr: "سنابدراجون 8 إليت" },
    });
    expect(readAttributeField(chipset, { valueAr: "سنابدراجون" })).toEqual({
      ok: false,
      problem: "englishMissing",
    });
  });

  it("gives no value for an empty field", () => {
    for (const attribute of [storage, fiveG, panel, chipset])
      expect(readAttributeField(attribute, { value: "  " })).toEqual({ ok: true, value: null });
  });
});
