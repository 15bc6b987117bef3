import { z } from "zod";

import { boundedArray } from "../shared/bounded";
import { idSchema } from "../shared/id";

/**
 * Variants: one master resume, many tailored or translated variants that follow it. A
 * variant stores only how it differs from its master (`VariantDifferences`); its effective
 * data is `applyDifferences(master.data, differences).data` (apply-differences.ts).
 * docs/variants.md explains the rules.
 */
export const variantLimits = {
  /** Variants one master may have. */
  variantsPerMaster: 50,
  /** Entries of each list of a variant's differences. */
  differencesPerList: 5000,
  /** Notes about differences dropped because the master lost what they addressed; the oldest go first. */
  droppedNotes: 50,
  purposeMaxLength: 500,
  pathSegmentMaxLength: 100,
  pathMaxSegments: 12,
} as const;

/**
 * Where a difference applies in the resume data: object keys from the root, except inside an
 * item list (a list of objects with an `id`: section items, `basics.customFields`) where the
 * segment is the item's id, so the address survives the master reordering, adding or removing
 * other items. `["sections", "experience", "items", "<itemId>", "summary"]` is the summary of
 * one experience item; `["metadata", "theme", "primary"]` the primary colour.
 */
export const differencePathSchema = z
  .array(z.string().min(1).max(variantLimits.pathSegmentMaxLength))
  .min(1)
  .max(variantLimits.pathMaxSegments);

export type DifferencePath = z.infer<typeof differencePathSchema>;

/**
 * A value the variant has instead of the master's at `path`. Plain objects are split into
 * their fields (one override per changed field); other values (text, numbers, switches, lists
 * without ids such as keywords or the layout) are replaced whole. An override of a key the
 * master does not have adds it (a custom section only the variant has).
 */
export const fieldOverrideSchema = z.object({ path: differencePathSchema, value: z.unknown().optional() });

export type FieldOverride = z.infer<typeof fieldOverrideSchema>;

/** One item of the master's list at `list` that the variant hides (prints with `visible: false`). */
export const hiddenItemSchema = z.object({ list: differencePathSchema, id: idSchema });

export type HiddenItem = z.infer<typeof hiddenItemSchema>;

/** An item only the variant has, in the list at `list`; where it stands is in `itemOrder` when not last. */
export const addedItemSchema = z.object({ list: differencePathSchema, item: z.looseObject({ id: idSchema }) });

export type AddedItem = z.infer<typeof addedItemSchema>;

/**
 * The variant's own order of the list at `list`, by item id. Items the master adds later go
 * right after the item that precedes them in the master (first when none does).
 */
export const itemOrderSchema = z.object({ list: differencePathSchema, ids: z.array(idSchema).max(variantLimits.differencesPerList) });

export type ItemOrder = z.infer<typeof itemOrderSchema>;

/** Why a difference no longer applies and was dropped. */
export const droppedReasonSchema = z.enum([
  /** The master deleted the item (or custom section) the difference addressed. */
  "masterItemDeleted",
  /** The master no longer has the field or list the difference addressed. */
  "masterFieldMissing",
]);

export type DroppedReason = z.infer<typeof droppedReasonSchema>;

/** A difference dropped when the master lost what it addressed, kept so the UI can tell the user. */
export const droppedDifferenceSchema = z.object({
  kind: z.enum(["override", "hiddenItem", "addedItem"]),
  path: differencePathSchema,
  /** The override's value or the added item, so the user can copy it back. */
  value: z.unknown().optional(),
  reason: droppedReasonSchema,
});

export type DroppedDifference = z.infer<typeof droppedDifferenceSchema>;

/** Everything a variant stores of its own; all lists empty means "same as the master". */
export const variantDifferencesSchema = z.object({
  overrides: boundedArray(fieldOverrideSchema, variantLimits.differencesPerList).default(() => []),
  hiddenItems: boundedArray(hiddenItemSchema, variantLimits.differencesPerList).default(() => []),
  addedItems: boundedArray(addedItemSchema, variantLimits.differencesPerList).default(() => []),
  itemOrder: boundedArray(itemOrderSchema, variantLimits.differencesPerList).default(() => []),
  dropped: boundedArray(droppedDifferenceSchema, variantLimits.droppedNotes).default(() => []),
});

export type VariantDifferences = z.infer<typeof variantDifferencesSchema>;

export const emptyDifferences = (): VariantDifferences => ({
  overrides: [],
  hiddenItems: [],
  addedItems: [],
  itemOrder: [],
  dropped: [],
});

/** What to reset to the master's value (`resetDifference`). */
export const resetTargetSchema = z.discriminatedUnion("kind", [
  /** Every override at or under `path`: one field, a whole item's fields, a section's settings. */
  z.object({ kind: z.literal("field"), path: differencePathSchema }),
  /** One item: its overrides, its hiding and its place; an item only the variant has is removed. */
  z.object({ kind: z.literal("item"), list: differencePathSchema, id: idSchema }),
  /** The variant's own order of one list. */
  z.object({ kind: z.literal("order"), list: differencePathSchema }),
  /** The notes about dropped differences, once the user has read them. */
  z.object({ kind: z.literal("dropped") }),
]);

export type ResetTarget = z.infer<typeof resetTargetSchema>;


/** A public page's other languages: the master and its public language variants. */
export const publicAlternateSchema = z.object({
  locale: z.string(),
  slug: z.string(),
  /** True for the master (the `x-default` of hreflang). */
  master: z.boolean(),
});

export type PublicAlternate = z.infer<typeof publicAlternateSchema>;


/** What differs, counted for the variants list. */
export const variantSummarySchema = z.object({
  /** Overridden content fields (basics, summary, item fields). */
  fields: z.int().min(0),
  /** Overridden section settings (name, columns, visibility) and sections only the variant has. */
  sections: z.int().min(0),
  /** Overridden design settings (template, layout, page, theme, typography, CSS). */
  design: z.int().min(0),
  hiddenItems: z.int().min(0),
  addedItems: z.int().min(0),
  /** Lists the variant orders its own way. */
  reorderedLists: z.int().min(0),
  /** Differences dropped because the master lost what they addressed (see `dropped`). */
  dropped: z.int().min(0),
});

export type VariantSummary = z.infer<typeof variantSummarySchema>;

