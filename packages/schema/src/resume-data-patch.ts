import { z } from "zod";

import { resumeLimits } from "./constants/limits";

/**
 * A JSON Patch (RFC 6902) of resume data: what the builder's autosave sends instead of the
 * whole resume, so a one-word edit costs a few hundred bytes instead of the whole document
 * and the server sanitises only what changed. Paths are JSON Pointers into `ResumeData`.
 * The server applies the operations to the stored data of the version the patch is based
 * on and validates the result like whole data; an operation that does not apply (a path
 * that does not exist, a failed `test`) refuses the whole patch and changes nothing.
 */
const pointerSchema = z
  .string()
  .max(resumeLimits.patchPointerMaxLength)
  .regex(/^(\/[^/]*)+$/, { error: "Must be a JSON Pointer into the data, starting with /" })
  // Resume data has no such keys; a path through them could only aim at an object's prototype.
  .refine((pointer) => !/\/(__proto__|constructor|prototype)(\/|$)/.test(pointer), {
    error: "Must not pass through __proto__, constructor or prototype",
  });

const valueOperation = <Op extends "add" | "replace" | "test">(op: Op) =>
  z.object({ op: z.literal(op), path: pointerSchema, value: z.unknown() });

const fromOperation = <Op extends "move" | "copy">(op: Op) =>
  z.object({ op: z.literal(op), path: pointerSchema, from: pointerSchema });

export const resumeDataPatchOperationSchema = z.discriminatedUnion("op", [
  valueOperation("add"),
  z.object({ op: z.literal("remove"), path: pointerSchema }),
  valueOperation("replace"),
  fromOperation("move"),
  fromOperation("copy"),
  valueOperation("test"),
]);

export type ResumeDataPatchOperation = z.infer<typeof resumeDataPatchOperationSchema>;

export const resumeDataPatchSchema = z
  .array(resumeDataPatchOperationSchema)
  .min(1)
  .max(resumeLimits.patchOperationsMax);

export type ResumeDataPatch = z.infer<typeof resumeDataPatchSchema>;
