// The right-to-left scripts among the languages we may ship.
const rtlLanguages = new Set(["ar", "he", "fa", "ur"]);

export function textDirection(locale: string): "ltr" | "rtl" {
  const language = locale.split("-")[0]?.toLowerCase() ?? "";
  return rtlLanguages.has(language) ? "rtl" : "ltr";
}
