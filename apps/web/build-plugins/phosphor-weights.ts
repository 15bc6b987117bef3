import { parseAst } from "vite";
import type { Plugin } from "vite";

/** Phosphor's six weights; an icon module defines its drawing in each. */
export type PhosphorWeight = "thin" | "light" | "regular" | "bold" | "fill" | "duotone";

/**
 * The weights the app draws icons in: "regular" (the default) and "bold" (menus, drag
 * handles, pressed toolbar buttons). A weight missing here renders an empty icon, so
 * phosphor-weights.test.ts checks every `weight=` in src against this list.
 */
export const usedPhosphorWeights: readonly PhosphorWeight[] = ["regular", "bold"];

/**
 * The only icons also drawn in "bold" (by their definition's name, e.g. "DotsThreeVertical"):
 * the handles and menus, the lock and a few marks drawn bold, and the rich-text toolbar's toggles
 * and alignments, bold while pressed. Every other icon keeps "regular" alone: its bold drawing
 * would be bytes on every page that shows it (~10 KiB of gzip in the builder). An icon asked
 * for in bold without being listed draws nothing, so phosphor-weights.test.ts finds every
 * bold use in src and requires its icon here.
 */
export const boldPhosphorIcons: readonly string[] = [
  "CaretDown",
  "Check",
  "Code",
  "DotsSixVertical",
  "DotsThreeVertical",
  "HighlighterCircle",
  "ListBullets",
  "ListNumbers",
  "LockSimple",
  "TextAlignCenter",
  "TextAlignJustify",
  "TextAlignLeft",
  "TextAlignRight",
  "TextB",
  "TextItalic",
  "TextStrikethrough",
  "TextUnderline",
];

/** The weights kept for the icon whose definition module is `name` (e.g. "Plus"). */
export function weightsOf(name: string, keep: readonly PhosphorWeight[], bold: readonly string[]): readonly PhosphorWeight[] {
  return bold.includes(name) ? keep : keep.filter((weight) => weight !== "bold");
}

// Each icon's drawings live in its own module, e.g. dist/defs/Plus.es.js.
const definitionModule = /[\\/]@phosphor-icons[\\/]react[\\/]dist[\\/]defs[\\/]([^\\/]+)\.es\.js$/;

type Node = { type: string; start: number; end: number } & Record<string, unknown>;

/**
 * An icon definition module (`const a = new Map([["bold", <svg parts>], ...])`) with the
 * entries of the weights not in `keep` cut out; null when the code is not of that shape, so
 * an unexpected module is bundled as it is rather than broken.
 */
export function keepPhosphorWeights(code: string, keep: readonly string[]): string | null {
  const program = parseAst(code) as unknown as { body: Node[] };
  const maps = program.body
    .filter((node) => node.type === "VariableDeclaration")
    .flatMap((node) => node.declarations as Node[])
    .map((declaration) => declaration.init as Node | null)
    .filter((init): init is Node => init?.type === "NewExpression" && (init.callee as Node & { name?: string }).name === "Map");
  const entries = maps.length === 1 ? ((maps[0]!.arguments as Node[])[0] as Node | undefined) : undefined;
  if (entries?.type !== "ArrayExpression") return null;
  const elements = entries.elements as Node[];
  const weightOf = (entry: Node) => {
    const key = entry.type === "ArrayExpression" ? (entry.elements as Node[])[0] : undefined;
    return key?.type === "Literal" && typeof key.value === "string" ? key.value : null;
  };
  if (elements.some((entry) => weightOf(entry) === null)) return null;
  const kept = elements.filter((entry) => keep.includes(weightOf(entry)!));
  const list = kept.map((entry) => code.slice(entry.start, entry.end)).join(",\n");
  return `${code.slice(0, entries.start)}[\n${list}\n]${code.slice(entries.end)}`;
}

/**
 * Every Phosphor icon module carries all six weights (about 2/3 of the icon bytes in the
 * builder are weights nobody sees), and the package has no per-weight entry. This drops the
 * unused weights from the definitions when building; icons render exactly as before.
 */
export function phosphorWeights(keep: readonly PhosphorWeight[] = usedPhosphorWeights, bold: readonly string[] = boldPhosphorIcons): Plugin {
  return {
    name: "vitae:phosphor-weights",
    // Development pre-bundles dependencies past the plugins; it keeps every weight, which is harmless.
    apply: "build",
    transform: {
      filter: { id: definitionModule },
      handler(code, id) {
        if (!definitionModule.test(id)) return null;
        const name = definitionModule.exec(id)?.[1] as string;
        const trimmed = keepPhosphorWeights(code, weightsOf(name, keep, bold));
        if (trimmed === null) this.warn(`phosphor-weights: unexpected shape, kept every weight of ${id}`);
        return trimmed === null ? null : { code: trimmed, map: null };
      },
    },
  };
}
