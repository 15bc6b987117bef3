import { byteLength, decodeText } from "./decode-text";
import { ImportFailure, type ImportIssue, type IssuePath } from "./import-issue";
import { type ImportLimits, importLimits } from "./import-limits";
import { parse as parseYamlText } from "yaml";

/** Keys that could reach an object's prototype if later code copied them by assignment. */
const forbiddenKeys = new Set(["__proto__", "constructor", "prototype"]);

/**
 * The deepest nesting of arrays and objects in JSON text, found by a scan rather than by
 * parsing, so that 100 000 nested brackets cannot overflow the stack. Stops counting once
 * `limit` is passed.
 */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

/**
 * Removes `__proto__`, `constructor` and `prototype` keys everywhere in parsed JSON, with
 * a warning for each. JSON.parse makes them plain own properties, harmless by themselves,
 * but code that copies keys by assignment (a record parser, a spread) would set a
 * prototype instead. Walks with its own stack; the depth was bounded before parsing.
 */
function dropForbiddenKeys(root: unknown, warnings: ImportIssue[]): void {
  const stack: { value: unknown; path: IssuePath }[] = [{ value: root, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, path: [...path, index] }));
    } else if (value !== null && typeof value === "object") {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (forbiddenKeys.has(key)) {
          delete record[key];
          warnings.push({ path: [...path, key], message: `Ignored the key "${key}"` });
        } else {
          stack.push({ value: record[key], path: [...path, key] });
        }
      }
    }
  }
}

/**
 * Parses a JSON file within the import limits: at most `jsonBytes` bytes of UTF-8 (a
 * byte-order mark is allowed) and `jsonDepth` levels of nesting, with prototype keys
 * removed. Throws an ImportFailure with the message 'Failed to parse JSON' for anything that
 * is not JSON, HTML and truncated files included.
 */
export function parseJson(
  input: Uint8Array | string,
  warnings: ImportIssue[],
  limits: ImportLimits = importLimits,
): unknown {
  if (byteLength(input, limits.jsonBytes) > limits.jsonBytes) throw ImportFailure.of("jsonTooLarge");
  const text = decodeText(input, true);
  if (text === undefined) throw ImportFailure.of("parseJson");
  if (jsonDepth(text, limits.jsonDepth) > limits.jsonDepth) throw ImportFailure.of("jsonTooDeep");
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw ImportFailure.of("parseJson");
  }
  dropForbiddenKeys(value, warnings);
  return value;
}

/** A YAML file's first document as a plain value, or undefined when the text is not YAML holding a mapping. */
function yamlMapping(text: string): Record<string, unknown> | undefined {
  try {
    // Aliases are capped by the library (maxAliasCount), so a "billion laughs" file fails instead of growing.
    const value: unknown = parseYamlText(text, { prettyErrors: false, uniqueKeys: false });
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Parses JSON as `parseJson` does or, when the text is not JSON, YAML holding a mapping
 * (JSON Resume's resume.yaml), within the same size limit and with the same key clean-up.
 */
export function parseJsonOrYaml(input: Uint8Array | string, warnings: ImportIssue[], limits: ImportLimits = importLimits): unknown {
  try {
    return parseJson(input, warnings, limits);
  } catch (error) {
    if (!(error instanceof ImportFailure) || error.issues[0]?.code !== "parseJson") throw error;
    const text = decodeText(input, true);
    const value = text === undefined ? undefined : yamlMapping(text);
    if (value === undefined) throw error;
    dropForbiddenKeys(value, warnings);
    return value;
  }
}
