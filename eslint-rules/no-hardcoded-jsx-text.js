// ESLint rule: every user-visible string of the web app goes through i18next
// (docs/translations.md), so a German or Arabic interface never shows an English word someone forgot. It flags JSX text
// with letters in it, and string literals (also inside a condition or a template) given to
// the props people read or hear: aria-label, title, placeholder, alt and their kin.
//
// Text without letters (punctuation, symbols, digits, "·", "–") is allowed, and so are
// keyboard shortcut glyphs such as "⇧R" or "^N": neither is translated. Anything else that
// must stay as it is (a data format's name, say) goes into the `allow` option as a pattern.

/** Props whose value is read or heard by people. */
export const visibleProps = new Set([
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
]);

const letter = /\p{L}/u;
// Modifier glyphs and one key: ⇧R, ⌘K, ^N, ⌃⌥P.
const shortcut = /^[⇧⌃⌘⌥^]+\s*[\p{Lu}\d]$/u;

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "User-visible text in JSX goes through i18next's t(), not a hard-coded string" },
    schema: [
      {
        type: "object",
        properties: { allow: { type: "array", items: { type: "string" } } },
        additionalProperties: false,
      },
    ],
    messages: {
      text: "Hard-coded text {{text}} in JSX: put it in the catalogue (apps/web/src/locales/en-US.json) and render t(\"…\").",
      prop: "Hard-coded {{prop}} {{text}}: people read or hear it, so it needs t(\"…\").",
    },
  },
  create(context) {
    const allowed = (context.options[0]?.allow ?? []).map((pattern) => new RegExp(pattern, "u"));
    const isTranslatable = (raw) => {
      const text = raw.replace(/\s+/g, " ").trim();
      if (!letter.test(text) || shortcut.test(text)) return false;
      return !allowed.some((pattern) => pattern.test(text));
    };
    const quote = (text) => JSON.stringify(text.replace(/\s+/g, " ").trim().slice(0, 40));

    /** String literals an expression may evaluate to (not call arguments: t("key") is fine). */
    const literalsOf = (node) => {
      if (!node) return [];
      switch (node.type) {
        case "Literal":
          return typeof node.value === "string" ? [{ node, text: node.value }] : [];
        case "TemplateLiteral":
          return node.quasis.map((quasi) => ({ node: quasi, text: quasi.value.cooked ?? "" }));
        case "ConditionalExpression":
          return [...literalsOf(node.consequent), ...literalsOf(node.alternate)];
        case "LogicalExpression":
          return [...literalsOf(node.left), ...literalsOf(node.right)];
        case "BinaryExpression":
          return node.operator === "+" ? [...literalsOf(node.left), ...literalsOf(node.right)] : [];
        case "JSXExpressionContainer":
          return literalsOf(node.expression);
        default:
          return [];
      }
    };

    return {
      JSXText(node) {
        if (isTranslatable(node.value)) context.report({ node, messageId: "text", data: { text: quote(node.value) } });
      },
      JSXExpressionContainer(node) {
        // Children such as {"Sign in"} or {open ? "Close" : "Open"}; attribute values are checked below.
        if (node.parent?.type === "JSXAttribute") return;
        for (const literal of literalsOf(node.expression)) {
          if (isTranslatable(literal.text)) {
            context.report({ node: literal.node, messageId: "text", data: { text: quote(literal.text) } });
          }
        }
      },
      JSXAttribute(node) {
        const name = node.name.type === "JSXIdentifier" ? node.name.name : null;
        if (!name || !visibleProps.has(name)) return;
        for (const literal of literalsOf(node.value)) {
          if (isTranslatable(literal.text)) {
            context.report({ node: literal.node, messageId: "prop", data: { prop: name, text: quote(literal.text) } });
          }
        }
      },
    };
  },
};
