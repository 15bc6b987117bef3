export * from "./apply-differences";
export * from "./extract-differences";
export * from "./reset-difference";
export * from "./summarize-differences";
export * from "./variant-differences";
export { jsonEqual, resolvePath, samePath, startsWithPath } from "./json-value";
export * from "./public-alternate-path";
export * from "./public-resume-language";
