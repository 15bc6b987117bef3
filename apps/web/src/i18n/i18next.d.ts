import type enUS from "@/locales/en-US.json";

// Typed translation keys: a missing or misspelt key is a compile error.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: typeof enUS };
  }
}
