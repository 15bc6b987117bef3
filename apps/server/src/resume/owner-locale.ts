import { eq } from "drizzle-orm";
import type { DbDeps } from "../db/database";
import { users } from "../db/schema";

/**
 * The interface language of a resume's owner: the language of the words templates print
 * themselves (page numbers) in the owner's PDFs, whoever asks for the print.
 */
export async function ownerLocale({ db }: DbDeps, userId: string): Promise<string> {
  const [owner] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  // The resume row references its owner, so the owner exists; the default keeps types honest.
  return owner?.locale ?? "en-US";
}
