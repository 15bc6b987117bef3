import { readFile } from "node:fs/promises";
import { resumeDataSchema } from "@vitae/schema";
import type { Io } from "./main";

/** `vitae validate <file>`: exit 0 when the file is valid resume data, 1 with every problem otherwise. */
export async function validateCommand(args: string[], io: Io): Promise<number> {
  const [file, extra] = args;
  if (!file || extra !== undefined) {
    io.stderr.write("Usage: vitae validate <file>\n");
    return 2;
  }
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    io.stderr.write(`Failed to read the file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}\n`);
    return 1;
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch {
    io.stderr.write("Failed to parse JSON\n");
    return 1;
  }
  const result = resumeDataSchema.safeParse(json);
  if (result.success) {
    io.stdout.write(`${file}: valid resume\n`);
    return 0;
  }
  for (const issue of result.error.issues) {
    io.stderr.write(`${issue.path.join(".") || "(root)"}: ${issue.message}\n`);
  }
  return 1;
}
