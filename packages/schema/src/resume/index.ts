export * from "./basics";
export * from "./item-fields";
export * from "./items";
export * from "./layout";
export * from "./metadata";
export * from "./resume-data";
export * from "./sections";
export * from "./section-names";
