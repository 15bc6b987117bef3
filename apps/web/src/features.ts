/**
 * Parts of the product that exist in the interface only once their issue has landed.
 * A switched-off feature is not rendered at all: no disabled button, no "coming soon".
 */
export const features: { readonly import: boolean } = {
  /**
   * The import dialog. The formats it offers are those
   * of routes/dashboard/resumes/import-formats.ts; today our own current format.
   */
  import: true,
};
