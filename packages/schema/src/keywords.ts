/**
 * Split typed tag-input text into keywords: separators are commas and line breaks (Enter),
 * each piece is trimmed, and empty pieces and repeats are dropped (first spelling wins).
 */
export function splitKeywords(input: string): string[] {
  return mergeKeywords([], input);
}

/**
 * Add the keywords typed in `input` to `existing`, skipping any already present;
 * `existing` itself is not changed.
 */
export function mergeKeywords(existing: readonly string[], input: string): string[] {
  const result = [...existing];
  const seen = new Set(existing);
  for (const piece of input.split(/[,\r\n]/)) {
    const keyword = piece.trim();
    if (keyword === "" || seen.has(keyword)) continue;
    seen.add(keyword);
    result.push(keyword);
  }
  return result;
}
