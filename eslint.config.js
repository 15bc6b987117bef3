import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import importBoundaries from "./eslint-rules/import-boundaries.js";
import noHardcodedJsxText from "./eslint-rules/no-hardcoded-jsx-text.js";

export default tseslint.config(
  {
    ignores: ["**/node_modules/", "**/dist/", "data/", "reports/", "test-results/", "playwright-report/", "**/*.d.mts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      vitae: { rules: { "import-boundaries": importBoundaries, "no-hardcoded-jsx-text": noHardcodedJsxText } },
    },
    rules: {
      "vitae/import-boundaries": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}", "packages/templates/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Every word people read or hear in the app goes through i18next (docs/translations.md). Tests and
    // test helpers are not shown to anyone; the artboard shows the resume, which is the user's.
    files: ["apps/web/src/**/*.tsx"],
    ignores: ["apps/web/src/**/*.test.tsx", "apps/web/src/test/**"],
    rules: {
      "vitae/no-hardcoded-jsx-text": [
        "error",
        {
          // Formats people type, shown as an example and the same in every language.
          allow: [
            "^https?://…?$", // a web address starts like this
            "^sk-…$", // an API key of the language-model provider
            "^(?=.*\\d)[a-z\\d]+$", // a code of letters and digits (backup codes)
          ],
        },
      ],
    },
  },
);
