import { describe, expect, it } from "vitest";
import type { AttributeDefinition, AttributeValue } from "./attribute-types";
import { mapSpecifications } from "./map-specifications";
import { attributesAsRows, describeAttribute, type ProductAttribute } from "./product-attributes";
import { STANDARD_ATTRIBUTES } from "./standard-attributes";

function sampleValue(definition: AttributeDefinition): AttributeValue {
  switch (definition.kind) {
    case "number":
      return { kind: "number", number: 12.5 };
    case "boolean":
      return { kind: "boolean", boolean: false };
    case "option":
      return { kind: "option", option: definition.options.at(-1)!.key };
    case "text":
      return { kind: "text", textEn: "Made for testing", textAr: "للاختبار" };
  }
}

function asProductAttribute(definition: AttributeDefinition, value: AttributeValue): ProductAttribute {
  const option =
    value.kind === "option" ? definition.options.find((entry) => entry.key === value.option) : null;
  return { ...definition, value, optionLabel: option ? { en: option.en, ar: option.ar } : null };
}

describe("a product's values as rows a form edits", () => {
  // The admin form edits values as rows: every standard attribute must read back what it wrote.
  for (const [slug, definitions] of Object.entries(STANDARD_ATTRIBUTES)) {
    it(`give back every value of ${slug}`, () => {
      for (const definition of definitions) {
        const value = sampleValue(definition);
        const rows = attributesAsRows([asProductAttribute(definition, value)]);
        const mapped = mapSpecifications(rows, definitions);
        expect(mapped.values.get(definition.key), `${definition.key}: ${JSON.stringify(rows)}`).toEqual(
          value,
        );
        expect(mapped.details).toEqual([]);
      }
    });
  }

  it("writes values in the page's language", () => {
    const storage = STANDARD_ATTRIBUTES["phones-tablets"]!.find(
      (definition) => definition.key === "storage",
    )!;
    const described = describeAttribute(asProductAttribute(storage, { kind: "number", number: 256 }), "ar");
    expect(described).toEqual({
      key: "storage",
      label: "السعة التخزينية",
      value: { text: "256 جيجابايت", lang: "ar" },
    });
  });
});
