import { comparableValue, type ProductAttribute } from "~/features/attributes/product-attributes";
import { convertQuantity, findQuantities } from "~/features/attributes/units";
import { normalizeSearchText } from "~/utils/arabic-text";

// Which variant of a family a store's offer is (issue 31): a 256 GB offer must never land on the
// 128 GB variant. Read from the offer's title (and the colour or size a feed gives), it is an
// answer only when the offer names a value for every axis on which the candidates differ and
// exactly one candidate has them all; anything else is no answer, and the offer waits for an
// admin in the unmatched queue.

export type VariantCandidate = { id: string; axes: ProductAttribute[] };

/** The values the offer states for one axis, as comparable values (numbers in the axis's unit). */
function statedValues(axis: ProductAttribute, text: string, candidates: readonly ProductAttribute[]) {
  if (axis.value.kind === "number" && axis.unit) {
    const unit = axis.unit;
    return new Set(
      findQuantities(text).flatMap((quantity) => {
        const value = convertQuantity(quantity.value, quantity.unit, unit);
        return value === null ? [] : [value];
      }),
    );
  }
  // Text and options: each candidate value the text names as whole words, in either language.
  const words = ` ${normalizeSearchText(text)} `;
  return new Set(
    candidates.flatMap((candidate) => {
      const names =
        candidate.value.kind === "text"
          ? [candidate.value.textEn, candidate.value.textAr ?? ""]
          : candidate.optionLabel
            ? [candidate.optionLabel.en, candidate.optionLabel.ar]
            : [];
      return names.some((name) => name.trim() && words.includes(` ${normalizeSearchText(name)} `))
        ? [comparableValue(candidate.value)]
        : [];
    }),
  );
}

/** The one variant the offer's text describes, or null when it cannot be told without doubt. */
export function pickVariant(text: string, candidates: readonly VariantCandidate[]): string | null {
  if (candidates.length === 0) return null;
  if (candidates.length === 1) return candidates[0]!.id;
  const keys = [...new Set(candidates.flatMap((candidate) => candidate.axes.map((axis) => axis.key)))];
  let remaining = [...candidates];
  for (const key of keys) {
    const values = candidates.map((candidate) => candidate.axes.find((axis) => axis.key === key));
    const distinct = new Set(values.map((value) => JSON.stringify(comparableValue(value?.value))));
    if (distinct.size < 2) continue;
    const sample = values.find((value) => value !== undefined)!;
    const stated = statedValues(
      sample,
      text,
      values.filter((value): value is ProductAttribute => value !== undefined),
    );
    // The offer must name exactly one value of an axis the candidates differ on.
    if (stated.size !== 1) return null;
    const [value] = stated;
    remaining = remaining.filter(
      (candidate) => comparableValue(candidate.axes.find((axis) => axis.key === key)?.value) === value,
    );
  }
  return remaining.length === 1 ? remaining[0]!.id : null;
}
