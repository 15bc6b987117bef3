export * from "./colours";
export * from "./fonts";
export * from "./import-formats";
export * from "./limits";
export * from "./page-formats";
export * from "./presets";
export * from "./project";
export * from "./templates";
