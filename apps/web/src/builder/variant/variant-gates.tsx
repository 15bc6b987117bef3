import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import { useMasterId } from "./use-master-id";
import type { DialogFieldMarkProps } from "./dialog-field-mark";
import type { FieldMarkProps } from "./variant-marks";
import type { VariantItemEntriesProps } from "./variant-item-entries";
import { withCatalogueParts } from "@/i18n/load-catalogue-part";

/*
 * What the builder shows of a variant (marks, resets, the banner) loads only when a variant
 * is open: for every other resume these gates render nothing and fetch no code, which keeps
 * the builder's first load as it was.
 */

function gated<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Lazy = lazy(async () => ({ default: await load() }));
  return function Gate(props: Props) {
    const masterId = useMasterId();
    if (masterId === null) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as ComponentProps<typeof Lazy>)} />
      </Suspense>
    );
  };
}

/** Beside a field of a variant that differs from the master: "Changed in this variant" and "Use master's value". */
export const FieldMark = gated<FieldMarkProps>(async () => (await withCatalogueParts(["variants"], () => import("./variant-marks"))).VariantFieldMark);

/** Beside an item of a variant: changed, hidden here, or only here. */
export const ItemDifference = gated<{ list: readonly string[]; id: string }>(async () => (await withCatalogueParts(["variants"], () => import("./variant-marks"))).ItemDifferenceBadge);

/** An item menu's entries in a variant: "Use master's item", and delete for its own items only. */
export const VariantItemEntries = gated<VariantItemEntriesProps>(async () => (await withCatalogueParts(["variants"], () => import("./variant-item-entries"))).VariantItemEntriesOf);

/** A field of an item dialog in a variant that differs from the master's copy of the item. */
export const DialogFieldMark = gated<DialogFieldMarkProps>(
  async () => (await withCatalogueParts(["variants"], () => import("./dialog-field-mark"))).DialogFieldMark,
);

/** The bar above a variant's builder: its master, language and purpose. */
export const VariantBanner = gated<object>(async () => (await withCatalogueParts(["variants"], () => import("./variant-banner"))).VariantBannerOf);
