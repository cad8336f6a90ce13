import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "~/db/client.server";
import { productAttributeValues } from "~/db/schema";
import { createTestDatabase } from "../../../tests/setup/database";
import { createCategory, createProduct } from "../../../tests/setup/factories";
import {
  createAttribute,
  deleteAttribute,
  findCategoryAttributesForAdmin,
  moveAttribute,
  updateAttribute,
} from "./attribute-admin.server";
import { attributeFormSchema, formatOptionLines, parseOptionLines } from "./attribute-form-schema";
import { findCategoryAttributes, writeProductAttributeValues } from "./attributes.server";

let handle: DatabaseHandle;
let db: Database;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(() => handle.close());

/** The form as the browser posts it, read by the shared schema as the action reads it. */
function submit(fields: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries({ intent: "create", ...fields })) formData.set(name, value);
  return parseWithZod(formData, { schema: attributeFormSchema });
}

function inputOf(fields: Record<string, string>) {
  const submission = submit(fields);
  if (submission.status !== "success") throw new Error(JSON.stringify(submission.error));
  return submission.value.input;
}

/** The messages of a refused form, whichever fields they are on. */
function messagesOf(fields: Record<string, string>) {
  const submission = submit(fields);
  return submission.status === "success" ? [] : Object.values(submission.error ?? {}).flat();
}

const storage = {
  key: "storage",
  labelEn: "Storage",
  labelAr: "السعة التخزينية",
  kind: "number",
  unit: "GB",
  better: "higher",
  synonyms: "Capacity, السعة\nROM",
  isFilter: "on",
};

async function ownOf(categoryId: string) {
  return (await findCategoryAttributesForAdmin(db, categoryId))!.own;
}

describe("the attribute form's schema", () => {
  it("reads synonyms separated by commas, Arabic commas or lines, each once", () => {
    expect(inputOf({ ...storage, synonyms: "Capacity, السعة، ROM\nCapacity" }).synonyms).toEqual([
      "Capacity",
      "السعة",
      "ROM",
    ]);
  });

  it("asks for a unit for a number, both labels, and a key of lower-case letters, digits and underscores", () => {
    const messages = (fields: Record<string, string>) => messagesOf({ ...storage, ...fields });
    expect(messages({ unit: "" })).toEqual(["adminAttributes.errors.unitRequired"]);
    expect(messages({ unit: "furlong" })).toEqual(["adminAttributes.errors.unitRequired"]);
    expect(messages({ labelAr: " " })).toEqual(["adminAttributes.errors.labelsRequired"]);
    for (const key of ["Storage", "screen-size", "2nd", "سعة"])
      expect(messages({ key }), key).toEqual(["adminAttributes.errors.keyFormat"]);
  });

  it("drops the unit and direction of a kind that has none", () => {
    expect(inputOf({ ...storage, kind: "text" })).toMatchObject({ kind: "text", unit: null, better: null });
  });

  it("reads an option's key, labels and synonyms from its line, and writes them back the same", () => {
    const lines = "oled | OLED | أوليد | AMOLED, Super AMOLED\nlcd | LCD | إل سي دي";
    const options = parseOptionLines(lines);
    expect(options).toEqual([
      { key: "oled", en: "OLED", ar: "أوليد", synonyms: ["AMOLED", "Super AMOLED"] },
      { key: "lcd", en: "LCD", ar: "إل سي دي" },
    ]);
    expect(formatOptionLines(options as never)).toBe(lines);
    expect(parseOptionLines("oled | OLED")).toEqual({ errorKey: "adminAttributes.errors.optionLabels" });
    expect(parseOptionLines("OLED | OLED | أوليد")).toEqual({
      errorKey: "adminAttributes.errors.optionKeyFormat",
    });
    expect(messagesOf({ ...storage, kind: "option", options: "a | A | أ" })).toEqual([
      "adminAttributes.errors.optionsRequired",
    ]);
  });
});

describe("a category's attributes", () => {
  it("are added after the others, edited, and listed in order", async () => {
    const category = await createCategory(db);
    expect(await createAttribute(db, category.id, inputOf(storage))).toEqual({ ok: true });
    expect(
      await createAttribute(
        db,
        category.id,
        inputOf({ key: "has_5g", labelEn: "5G", labelAr: "5G", kind: "boolean" }),
      ),
    ).toEqual({ ok: true });
    const [first, second] = await ownOf(category.id);
    expect(first).toMatchObject({
      key: "storage",
      unit: "GB",
      better: "higher",
      isFilter: true,
      isVariantAxis: false,
      synonyms: ["Capacity", "السعة", "ROM"],
      valueCount: 0,
    });
    expect(second).toMatchObject({
      key: "has_5g",
      kind: "boolean",
      unit: null,
      position: first!.position + 1,
    });

    expect(
      await updateAttribute(db, category.id, first!.id, inputOf({ ...storage, labelAr: "التخزين" })),
    ).toEqual({
      ok: true,
    });
    expect((await ownOf(category.id))[0]).toMatchObject({ key: "storage", labelAr: "التخزين" });
  });

  it("refuse a key the category already has", async () => {
    const category = await createCategory(db);
    await createAttribute(db, category.id, inputOf(storage));
    expect(await createAttribute(db, category.id, inputOf({ ...storage, labelEn: "Capacity" }))).toEqual({
      ok: false,
      errorKey: "adminAttributes.errors.keyTaken",
      field: "key",
    });
    await createAttribute(db, category.id, inputOf({ ...storage, key: "ram", labelEn: "RAM" }));
    const ram = (await ownOf(category.id)).find((attribute) => attribute.key === "ram")!;
    expect(await updateAttribute(db, category.id, ram.id, inputOf(storage))).toMatchObject({
      ok: false,
      errorKey: "adminAttributes.errors.keyTaken",
    });
    expect(await ownOf(category.id)).toHaveLength(2);
  });

  it("refuse a key of the department unless the admin chose to replace the department's attribute", async () => {
    const department = await createCategory(db);
    const subcategory = await createCategory(db, { parentId: department.id });
    await createAttribute(db, department.id, inputOf(storage));

    expect(await createAttribute(db, subcategory.id, inputOf(storage))).toEqual({
      ok: false,
      errorKey: "adminAttributes.errors.keyInherited",
      field: "key",
      values: { labelEn: "Storage", labelAr: "السعة التخزينية" },
    });
    const replacing = inputOf({ ...storage, labelEn: "Internal storage", replacesInherited: "on" });
    expect(await createAttribute(db, subcategory.id, replacing)).toEqual({ ok: true });

    const screen = await findCategoryAttributesForAdmin(db, subcategory.id);
    expect(screen?.department?.id).toBe(department.id);
    expect(screen?.inherited).toMatchObject([{ key: "storage", labelEn: "Storage", isReplaced: true }]);
    expect(screen?.own).toMatchObject([
      { key: "storage", labelEn: "Internal storage", replacesInherited: true },
    ]);
    // What every reader of attributes sees: the subcategory's own version.
    expect(await findCategoryAttributes(db, subcategory.id)).toMatchObject([{ labelEn: "Internal storage" }]);
  });

  it("move up and down, and stay put at either end", async () => {
    const category = await createCategory(db);
    for (const key of ["a", "b", "c"]) await createAttribute(db, category.id, inputOf({ ...storage, key }));
    const keys = async () => (await ownOf(category.id)).map((attribute) => attribute.key);
    const idOf = async (key: string) =>
      (await ownOf(category.id)).find((attribute) => attribute.key === key)!.id;

    expect(await moveAttribute(db, category.id, await idOf("c"), "up")).toEqual({ ok: true });
    expect(await keys()).toEqual(["a", "c", "b"]);
    await moveAttribute(db, category.id, await idOf("a"), "down");
    expect(await keys()).toEqual(["c", "a", "b"]);
    await moveAttribute(db, category.id, await idOf("c"), "up");
    await moveAttribute(db, category.id, await idOf("b"), "down");
    expect(await keys()).toEqual(["c", "a", "b"]);
  });

  it("cannot be changed or deleted through another category", async () => {
    const category = await createCategory(db);
    const other = await createCategory(db);
    await createAttribute(db, category.id, inputOf(storage));
    const [attribute] = await ownOf(category.id);
    const gone = { ok: false, errorKey: "adminAttributes.errors.gone" };
    expect(await updateAttribute(db, other.id, attribute!.id, inputOf(storage))).toEqual(gone);
    expect(await moveAttribute(db, other.id, attribute!.id, "down")).toEqual(gone);
    expect(await deleteAttribute(db, other.id, attribute!.id, 0)).toEqual(gone);
    expect(await ownOf(category.id)).toHaveLength(1);
  });
});

describe("an attribute products have values for", () => {
  async function withValues() {
    const category = await createCategory(db);
    await createAttribute(db, category.id, inputOf(storage));
    await createAttribute(
      db,
      category.id,
      inputOf({
        key: "panel",
        labelEn: "Panel",
        labelAr: "نوع الشاشة",
        kind: "option",
        options: "oled | OLED | أوليد\nlcd | LCD | إل سي دي\nmini_led | Mini LED | ميني إل إي دي",
      }),
    );
    const attributes = await findCategoryAttributes(db, category.id);
    for (const [number, option] of [
      [128, "oled"],
      [256, "lcd"],
    ] as const) {
      const product = await createProduct(db, { categoryId: category.id });
      await writeProductAttributeValues(
        db,
        product.id,
        new Map([
          ["storage", { kind: "number", number }],
          ["panel", { kind: "option", option }],
        ]),
        attributes,
      );
    }
    const own = await ownOf(category.id);
    return {
      category,
      storage: own.find((attribute) => attribute.key === "storage")!,
      panel: own.find((attribute) => attribute.key === "panel")!,
    };
  }

  it("counts them", async () => {
    const { storage: attribute, panel } = await withValues();
    expect(attribute.valueCount).toBe(2);
    expect(panel.valueCount).toBe(2);
  });

  it("keeps its kind, unit and key, saying how many products have a value", async () => {
    const { category, storage: attribute } = await withValues();
    const refused = (errorKey: string, field: string) => ({
      ok: false,
      errorKey,
      field,
      values: { products: 2 },
    });
    expect(
      await updateAttribute(db, category.id, attribute.id, inputOf({ ...storage, kind: "text" })),
    ).toEqual(refused("adminAttributes.errors.kindLocked", "kind"));
    expect(await updateAttribute(db, category.id, attribute.id, inputOf({ ...storage, unit: "TB" }))).toEqual(
      refused("adminAttributes.errors.unitLocked", "unit"),
    );
    expect(
      await updateAttribute(db, category.id, attribute.id, inputOf({ ...storage, key: "capacity" })),
    ).toEqual(refused("adminAttributes.errors.keyLocked", "key"));
    expect((await ownOf(category.id))[0]).toMatchObject({ key: "storage", kind: "number", unit: "GB" });
    // Labels, synonyms and flags still change.
    expect(
      await updateAttribute(
        db,
        category.id,
        attribute.id,
        inputOf({ ...storage, labelEn: "Capacity", isFilter: "" }),
      ),
    ).toEqual({ ok: true });
    expect((await ownOf(category.id))[0]).toMatchObject({
      labelEn: "Capacity",
      isFilter: false,
      valueCount: 2,
    });
  });

  it("keeps an option a product has, and lets one no product has go", async () => {
    const { category, panel } = await withValues();
    const panelForm = {
      key: "panel",
      labelEn: "Panel",
      labelAr: "نوع الشاشة",
      kind: "option",
    };
    expect(
      await updateAttribute(
        db,
        category.id,
        panel.id,
        inputOf({ ...panelForm, options: "oled | OLED | أوليد\nmini_led | Mini LED | ميني إل إي دي" }),
      ),
    ).toEqual({
      ok: false,
      errorKey: "adminAttributes.errors.optionInUse",
      field: "options",
      values: { option: "lcd" },
    });
    expect(
      await updateAttribute(
        db,
        category.id,
        panel.id,
        inputOf({ ...panelForm, options: "oled | OLED | أوليد | AMOLED\nlcd | LCD | إل سي دي" }),
      ),
    ).toEqual({ ok: true });
    expect((await ownOf(category.id)).find((attribute) => attribute.key === "panel")?.options).toEqual([
      { key: "oled", en: "OLED", ar: "أوليد", synonyms: ["AMOLED"] },
      { key: "lcd", en: "LCD", ar: "إل سي دي" },
    ]);
  });

  it("is deleted with its values once the admin confirmed their number, and not before", async () => {
    const { category, storage: attribute } = await withValues();
    expect(await deleteAttribute(db, category.id, attribute.id, 1)).toEqual({
      ok: false,
      errorKey: "adminAttributes.errors.valuesAdded",
      values: { products: 2 },
    });
    expect(
      await db.$count(productAttributeValues, eq(productAttributeValues.attributeId, attribute.id)),
    ).toBe(2);

    expect(await deleteAttribute(db, category.id, attribute.id, 2)).toEqual({ ok: true });
    expect(
      await db.$count(productAttributeValues, eq(productAttributeValues.attributeId, attribute.id)),
    ).toBe(0);
    expect((await ownOf(category.id)).map((own) => own.key)).toEqual(["panel"]);
  });
});
