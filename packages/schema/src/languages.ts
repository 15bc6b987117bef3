// Types only: this list is bundled into the web app's entry chunk (the language picker),
// which must stay free of zod.
import { defaultLocale } from "./constants/limits";
import type { LanguageOption } from "./language";

/**
 * The 48 interface languages, in the order the picker shows them (the
 * default first, then by locale). `name` is the language's name in itself, so people find
 * theirs whatever language the page is in. `editorCode` is the language's code on the
 * translation platform (Crowdin), `id` the bare language code.
 *
 * Adding a language here is half the work: its catalogue apps/web/src/locales/{locale}.json
 * must exist too, until then i18next shows it in en-US.
 */
export const languages: readonly LanguageOption[] = [
  { id: "en", locale: defaultLocale, name: "English", editorCode: "en" },
  { id: "af", locale: "af-ZA", name: "Afrikaans", editorCode: "af" },
  { id: "am", locale: "am-ET", name: "አማርኛ", editorCode: "am" },
  { id: "ar", locale: "ar-SA", name: "العربية", editorCode: "ar" },
  { id: "bg", locale: "bg-BG", name: "Български", editorCode: "bg" },
  { id: "bn", locale: "bn-BD", name: "বাংলা", editorCode: "bn" },
  { id: "ca", locale: "ca-ES", name: "Català", editorCode: "ca" },
  { id: "cs", locale: "cs-CZ", name: "Čeština", editorCode: "cs" },
  { id: "da", locale: "da-DK", name: "Dansk", editorCode: "da" },
  { id: "de", locale: "de-DE", name: "Deutsch", editorCode: "de" },
  { id: "el", locale: "el-GR", name: "Ελληνικά", editorCode: "el" },
  { id: "es", locale: "es-ES", name: "Español", editorCode: "es-ES" },
  { id: "fa", locale: "fa-IR", name: "فارسی", editorCode: "fa" },
  { id: "fi", locale: "fi-FI", name: "Suomi", editorCode: "fi" },
  { id: "fr", locale: "fr-FR", name: "Français", editorCode: "fr" },
  { id: "he", locale: "he-IL", name: "עברית", editorCode: "he" },
  { id: "hi", locale: "hi-IN", name: "हिन्दी", editorCode: "hi" },
  { id: "hu", locale: "hu-HU", name: "Magyar", editorCode: "hu" },
  { id: "id", locale: "id-ID", name: "Bahasa Indonesia", editorCode: "id" },
  { id: "it", locale: "it-IT", name: "Italiano", editorCode: "it" },
  { id: "ja", locale: "ja-JP", name: "日本語", editorCode: "ja" },
  { id: "kn", locale: "kn-IN", name: "ಕನ್ನಡ", editorCode: "kn" },
  { id: "ko", locale: "ko-KR", name: "한국어", editorCode: "ko" },
  { id: "lt", locale: "lt-LT", name: "Lietuvių", editorCode: "lt" },
  { id: "lv", locale: "lv-LV", name: "Latviešu", editorCode: "lv" },
  { id: "ml", locale: "ml-IN", name: "മലയാളം", editorCode: "ml-IN" },
  { id: "mr", locale: "mr-IN", name: "मराठी", editorCode: "mr" },
  { id: "ms", locale: "ms-MY", name: "Bahasa Melayu", editorCode: "ms" },
  { id: "ne", locale: "ne-NP", name: "नेपाली", editorCode: "ne-NP" },
  { id: "nl", locale: "nl-NL", name: "Nederlands", editorCode: "nl" },
  { id: "no", locale: "no-NO", name: "Norsk", editorCode: "no" },
  { id: "pl", locale: "pl-PL", name: "Polski", editorCode: "pl" },
  { id: "pt-BR", locale: "pt-BR", name: "Português (Brasil)", editorCode: "pt-BR" },
  { id: "pt-PT", locale: "pt-PT", name: "Português (Portugal)", editorCode: "pt-PT" },
  { id: "ro", locale: "ro-RO", name: "Română", editorCode: "ro" },
  { id: "ru", locale: "ru-RU", name: "Русский", editorCode: "ru" },
  { id: "sk", locale: "sk-SK", name: "Slovenčina", editorCode: "sk" },
  { id: "sq", locale: "sq-AL", name: "Shqip", editorCode: "sq" },
  { id: "sv", locale: "sv-SE", name: "Svenska", editorCode: "sv-SE" },
  { id: "ta", locale: "ta-IN", name: "தமிழ்", editorCode: "ta" },
  { id: "te", locale: "te-IN", name: "తెలుగు", editorCode: "te" },
  { id: "th", locale: "th-TH", name: "ไทย", editorCode: "th" },
  { id: "tr", locale: "tr-TR", name: "Türkçe", editorCode: "tr" },
  { id: "uk", locale: "uk-UA", name: "Українська", editorCode: "uk" },
  { id: "ur", locale: "ur-PK", name: "اردو", editorCode: "ur-PK" },
  { id: "vi", locale: "vi-VN", name: "Tiếng Việt", editorCode: "vi" },
  { id: "zh-CN", locale: "zh-CN", name: "简体中文", editorCode: "zh-CN" },
  { id: "zh-TW", locale: "zh-TW", name: "繁體中文", editorCode: "zh-TW" },
];

/** The locales of `languages`, the default first. */
export const languageLocales: readonly string[] = languages.map((language) => language.locale);

/** The language of a locale: an exact match, else the first with the same language code ("de" → de-DE). */
export function findLanguage(locale: string): LanguageOption | undefined {
  const exact = languages.find((language) => language.locale.toLowerCase() === locale.toLowerCase());
  if (exact) return exact;
  const code = locale.split("-")[0]?.toLowerCase();
  return languages.find((language) => language.locale.split("-")[0]?.toLowerCase() === code);
}
