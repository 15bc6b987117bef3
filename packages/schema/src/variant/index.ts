export * from "./apply-differences";
export * from "./extract-differences";
export * from "./reset-difference";
export * from "./summarize-differences";
export * from "./variant-differences";
export { jsonEqual, resolvePath, samePath, startsWithPath } from "./json-value";
