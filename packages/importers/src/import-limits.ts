const mebibyte = 1024 * 1024;

/**
 * Bounds on what an import reads (size, entry count, compression ratio, depth): a file
 * beyond them is refused with a clear error before it can exhaust memory or the stack.
 */
export const importLimits = {
  /** Size of a JSON file, in bytes. */
  jsonBytes: 2 * mebibyte,
  /** Nesting of arrays and objects in a JSON file. */
  jsonDepth: 64,
  /** Size of a zip archive, in bytes. */
  zipBytes: 10 * mebibyte,
  /** Entries (files and folders) in a zip archive. */
  zipEntries: 500,
  /** Bytes unpacked from a zip archive, counted while unpacking (a zip bomb stops here). */
  zipInflatedBytes: 50 * mebibyte,
} as const;

export type ImportLimits = { [Key in keyof typeof importLimits]: number };
