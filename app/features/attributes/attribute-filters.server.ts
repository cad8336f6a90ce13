import { and, inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "~/db/client.server";
import { attributes, products } from "~/db/schema";
import type { AttributeChoice, AttributeFacet, AttributeFacetValue } from "./attribute-filters";
import { findCategoryAttributes } from "./attributes.server";
import { isUnitKey } from "./units";

// Filters by attribute (docs/decisions/0025, "Filters"): which attributes a browsed category
// filters by, what a URL's choices mean for them, the SQL that narrows a listing through the
// product_attribute_values indexes, and the counts of every filter's values in one query.

type Db = Database | Transaction;

/**
 * A filter attribute of a browsed category, with every attribute id its key stands for in the
 * listing: a department's attribute and a subcategory's own of the same key (which replaces it
 * there) are one filter.
 */
export type FilterAttribute = Omit<AttributeFacet, "values"> & { attributeIds: string[] };

/** A choice made sense of: the values as stored (numbers in the unit, option keys, yes/no, English text). */
export type AttributeCondition = { key: string; attributeIds: string[]; isVariantAxis: boolean } & (
  | { kind: "number"; values: string[] }
  | { kind: "number"; min: number | null; max: number | null }
  | { kind: "boolean"; values: ("yes" | "no")[] }
  | { kind: "option" | "text"; values: string[] }
);

/**
 * The filter attributes of a category (its department's included) in its order, each with the
 * attribute ids of its key in the categories listed (the category and its subcategories).
 */
export async function findFilterAttributes(
  db: Db,
  categoryId: string,
  listedCategoryIds: readonly string[],
): Promise<FilterAttribute[]> {
  const shown = (await findCategoryAttributes(db, categoryId)).filter((attribute) => attribute.isFilter);
  if (shown.length === 0) return [];
  const owners = [...new Set([...listedCategoryIds, ...shown.map((attribute) => attribute.categoryId)])];
  const rows = await db
    .select({ id: attributes.id, key: attributes.key, kind: attributes.kind, unit: attributes.unit })
    .from(attributes)
    .where(
      and(
        inArray(attributes.categoryId, owners),
        inArray(
          attributes.key,
          shown.map((attribute) => attribute.key),
        ),
      ),
    );
  return shown.map((attribute) => ({
    key: attribute.key,
    labelEn: attribute.labelEn,
    labelAr: attribute.labelAr,
    kind: attribute.kind,
    isVariantAxis: attribute.isVariantAxis,
    unit: attribute.unit,
    options: attribute.options,
    // Only attributes of the same kind and unit: their values compare as one.
    attributeIds: rows
      .filter(
        (row) =>
          row.key === attribute.key &&
          row.kind === attribute.kind &&
          (isUnitKey(row.unit) ? row.unit : null) === attribute.unit,
      )
      .map((row) => row.id),
  }));
}

const NUMBER = /^\d{1,9}(?:\.\d{1,4})?$/;

/** The URL's choices that fit the category's filters; a key or value that fits none is dropped. */
export function resolveAttributeChoices(
  choices: readonly AttributeChoice[],
  filters: readonly FilterAttribute[],
): AttributeCondition[] {
  return choices.flatMap((choice): AttributeCondition[] => {
    const filter = filters.find((candidate) => candidate.key === choice.key);
    if (!filter || filter.attributeIds.length === 0) return [];
    const { key, attributeIds, isVariantAxis } = filter;
    if (!("values" in choice))
      return filter.kind === "number"
        ? [{ key, attributeIds, isVariantAxis, kind: "number", min: choice.min, max: choice.max }]
        : [];
    switch (filter.kind) {
      case "number": {
        const values = choice.values
          .filter((value) => NUMBER.test(value))
          .map((value) => String(Number(value)));
        return values.length ? [{ key, attributeIds, isVariantAxis, kind: "number", values }] : [];
      }
      case "boolean": {
        const values = choice.values.filter(
          (value): value is "yes" | "no" => value === "yes" || value === "no",
        );
        return values.length ? [{ key, attributeIds, isVariantAxis, kind: "boolean", values }] : [];
      }
      case "option": {
        const values = choice.values.filter((value) => filter.options.some((option) => option.key === value));
        return values.length ? [{ key, attributeIds, isVariantAxis, kind: "option", values }] : [];
      }
      default:
        return [{ key, attributeIds, isVariantAxis, kind: "text", values: choice.values }];
    }
  });
}

/** The choices a condition list keeps, as the URL writes them (what the page shows as chosen). */
export function choicesOf(conditions: readonly AttributeCondition[]): AttributeChoice[] {
  return conditions.map((condition) =>
    "values" in condition
      ? { key: condition.key, values: [...condition.values] }
      : { key: condition.key, min: condition.min, max: condition.max },
  );
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The value test of a condition on the rows of `v` (product_attribute_values). */
function valueTest(condition: AttributeCondition): SQL {
  if (!("values" in condition)) {
    return sql.join(
      [
        sql`v.number_value is not null`,
        ...(condition.min !== null ? [sql`v.number_value >= ${condition.min}::numeric`] : []),
        ...(condition.max !== null ? [sql`v.number_value <= ${condition.max}::numeric`] : []),
      ],
      sql` and `,
    );
  }
  const list = (cast: string) =>
    sql.join(
      condition.values.map((value) => sql`${value}${sql.raw(cast)}`),
      sql`, `,
    );
  switch (condition.kind) {
    case "number":
      return sql`v.number_value in (${list("::numeric")})`;
    case "boolean":
      return sql`v.boolean_value in (${sql.join(
        condition.values.map((value) => (value === "yes" ? sql`true` : sql`false`)),
        sql`, `,
      )})`;
    case "option":
      return sql`v.option_key in (${list("::text")})`;
    case "text":
      return sql`v.text_en in (${list("::text")})`;
  }
}

/**
 * The products a condition keeps, as a condition on the listed products: their ids are read from
 * the (attribute, value, product) indexes of product_attribute_values, never product by product.
 */
export function attributeConditionSql(condition: AttributeCondition): SQL {
  return sql`${products.id} in (select v.product_id from product_attribute_values v
    where v.attribute_id in (${idList(condition.attributeIds)}) and ${valueTest(condition)})`;
}

type FacetRow = {
  attribute_id: string;
  number_value: number | null;
  boolean_value: boolean | null;
  option_key: string | null;
  text_en: string | null;
  text_ar: string | null;
  count: number;
};

/**
 * How many of the listed products have each value of each filter attribute, in one query: each
 * attribute's values counted with every filter applied but its own (so a second storage size
 * stays choosable). `source` and `where` are the listing's products and its other filters.
 */
export async function countAttributeFacets(
  db: Db,
  source: SQL,
  where: SQL | undefined,
  filters: readonly FilterAttribute[],
  conditions: readonly AttributeCondition[],
  { everyVariant }: { everyVariant: boolean },
): Promise<AttributeFacet[]> {
  const counted = filters.filter((filter) => filter.attributeIds.length > 0);
  if (counted.length === 0) return [];
  const allIds = counted.flatMap((filter) => filter.attributeIds);
  const others = conditions.map(
    (condition) =>
      sql`(pav.attribute_id in (${idList(condition.attributeIds)}) or ${attributeConditionSql(condition)})`,
  );
  // One card per family (issue 31), but a variant axis's values count every variant: choosing one
  // lists the variants that have it.
  const axisIds = counted.filter((filter) => filter.isVariantAxis).flatMap((filter) => filter.attributeIds);
  const cards = everyVariant
    ? undefined
    : axisIds.length > 0
      ? sql`(${products.isListed} or pav.attribute_id in (${idList(axisIds)}))`
      : sql`${products.isListed}`;
  const conditionsSql = and(where, cards, ...others);
  const { rows } = await db.execute<FacetRow>(sql`
    select pav.attribute_id, pav.number_value::float8 as number_value, pav.boolean_value, pav.option_key,
      pav.text_en, max(pav.text_ar) as text_ar, count(*)::int as count
    from ${source}
    join product_attribute_values pav on pav.product_id = ${products.id} and pav.attribute_id in (${idList(allIds)})
    ${conditionsSql ? sql`where ${conditionsSql}` : sql``}
    group by pav.attribute_id, pav.number_value, pav.boolean_value, pav.option_key, pav.text_en`);
  return counted.flatMap(({ attributeIds, ...filter }) => {
    const byValue = new Map<string, AttributeFacetValue>();
    for (const row of rows) {
      if (!attributeIds.includes(row.attribute_id)) continue;
      const value = facetValueOf(row);
      if (value === null) continue;
      const known = byValue.get(value);
      if (known) known.count += Number(row.count);
      else
        byValue.set(value, {
          value,
          count: Number(row.count),
          ...(filter.kind === "text" ? { textAr: row.text_ar } : {}),
        });
    }
    // A chosen value no product has any more stays in the list, so it can be unchosen.
    const chosen = conditions.find((condition) => condition.key === filter.key);
    if (chosen && "values" in chosen)
      for (const value of chosen.values) if (!byValue.has(value)) byValue.set(value, { value, count: 0 });
    if (byValue.size === 0) return [];
    return [{ ...filter, values: sortValues(filter, [...byValue.values()]) }];
  });
}

function facetValueOf(row: FacetRow): string | null {
  if (row.number_value !== null) return String(Number(row.number_value));
  if (row.boolean_value !== null) return row.boolean_value ? "yes" : "no";
  return row.option_key ?? row.text_en;
}

function sortValues(
  filter: Omit<AttributeFacet, "values">,
  values: AttributeFacetValue[],
): AttributeFacetValue[] {
  switch (filter.kind) {
    case "number":
      return values.sort((a, b) => Number(a.value) - Number(b.value));
    case "boolean":
      return values.sort((a, b) => (a.value === "yes" ? -1 : b.value === "yes" ? 1 : 0));
    case "option": {
      const order = (value: string) => {
        const at = filter.options.findIndex((option) => option.key === value);
        return at === -1 ? filter.options.length : at;
      };
      return values.sort((a, b) => order(a.value) - order(b.value));
    }
    case "text":
      return values.sort((a, b) => a.value.localeCompare(b.value, "en"));
  }
}
