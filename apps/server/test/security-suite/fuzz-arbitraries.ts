import fc from "fast-check";

/** The part of a JSON schema (as the OpenAPI document writes it) the generators read. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  maxLength?: number;
}

/** Texts that have broken servers: odd Unicode, control characters, markup, very long. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "\uD800", "\uFEFF", "\u202Egnp.exe", "../../etc/passwd", "%00", "__proto__", "constructor", "<script>alert(1)</script>", "😀".repeat(50), "a\u0301".repeat(30), "NaN", "-1", "1e309"),
  fc.integer({ min: 256, max: 300_000 }).map((length) => "x".repeat(length)),
);

/** Numbers at and beyond every bound a column or meaning may have. */
export const oddNumber: fc.Arbitrary<number> = fc.oneof(
  fc.double({ noNaN: false }),
  fc.integer(),
  fc.constantFrom(0, -0, -1, 1, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324, 0.1),
);

/** Any JSON value, of any shape. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  oddNumber,
  oddString,
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 10 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 5 }),
);

/**
 * A value that is almost what `schema` asks for: each part is either of the right kind
 * with extreme content, or of a wrong kind; objects lose required fields and gain unknown
 * ones. Depth is bounded so resume data stays a reasonable size.
 */
export function malformed(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 7) return anyJson;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((variant) => malformed(variant, depth + 1)), anyJson);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), anyJson);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), anyJson);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const right = (() => {
    switch (type) {
      case "object": {
        const properties = Object.entries(schema.properties ?? {});
        const record = fc.record(
          Object.fromEntries(properties.map(([key, property]) => [key, malformed(property, depth + 1)])),
          { requiredKeys: [] },
        );
        const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("__proto__", "constructor", "userId", "id")), anyJson, { maxKeys: 3 });
        return fc.tuple(record, extra).map(([known, unknown]) => ({ ...unknown, ...known }));
      }
      case "array":
        return fc.array(malformed(schema.items, depth + 1), { maxLength: depth > 3 ? 2 : 4 });
      case "string":
        return oddString;
      case "integer":
      case "number":
        return oddNumber;
      case "boolean":
        return fc.boolean();
      default:
        return anyJson;
    }
  })();
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: anyJson });
}
