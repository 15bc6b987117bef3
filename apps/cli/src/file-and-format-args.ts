import { parseArgs } from "node:util";
import type { Io } from "./main";

/**
 * The arguments `vitae import` and `vitae export` share: one file and an optional
 * `--format` (`-f`). Null, with the usage on stderr, when they are not that.
 */
export function parseFileAndFormat(args: string[], io: Io, usage: string): { file: string; format: string | undefined } | null {
  let parsed;
  try {
    parsed = parseArgs({ args, allowPositionals: true, options: { format: { type: "string", short: "f" } } });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n${usage}`);
    return null;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) {
    io.stderr.write(usage);
    return null;
  }
  return { file, format: parsed.values.format };
}
