import type { AttributeOption } from "~/db/schema";
import type { UnitKey } from "./units";

export type { AttributeOption };

// The structured catalogue's shapes (docs/decisions/0025-structured-catalogue.md): a category's
// attributes and a product's typed values.

export const ATTRIBUTE_KINDS = ["number", "boolean", "option", "text"] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

export const BETTER_DIRECTIONS = ["higher", "lower"] as const;
export type BetterDirection = (typeof BETTER_DIRECTIONS)[number];

export type AttributeDefinition = {
  /** Stable, lower-case with underscores ("screen_size"); filters and the URL use it. */
  key: string;
  labelEn: string;
  labelAr: string;
  kind: AttributeKind;
  /** The unit a number is kept and shown in; null for other kinds. */
  unit: UnitKey | null;
  /**
   * The list of an "option" attribute; for a yes/no attribute, optionally a "yes" option whose
   * words also mean yes ("Active" noise cancelling); empty otherwise.
   */
  options: AttributeOption[];
  /** Which way is better, for compare's "Best"; null where neither is (a colour, a screen size). */
  better: BetterDirection | null;
  isFilter: boolean;
  isVariantAxis: boolean;
  /** Other names of a specification row that holds it, in both languages ("Chip", "CPU", "المعالج"). */
  synonyms: string[];
  /**
   * Names of rows where it may stand beside other facts ("Display: 6.9-inch, 120Hz" holds the
   * refresh rate): read there only from a quantity in its unit, or one its qualifiers mark.
   */
  alsoIn: string[];
  /** Words beside a quantity that make it this attribute's ("RAM" in "12GB RAM / 256GB"). */
  qualifiers: string[];
};

/** An attribute as stored: its definition, its id, and the category that defines it. */
export type CategoryAttribute = AttributeDefinition & { id: string; categoryId: string; position: number };

/** A product's value of one attribute; exactly the field of its kind is set. */
export type AttributeValue =
  | { kind: "number"; number: number }
  | { kind: "boolean"; boolean: boolean }
  | { kind: "option"; option: string }
  | { kind: "text"; textEn: string; textAr: string | null };
