import Papa from "papaparse";
import type { ImportIssue } from "./import-issue";

/** One record of a CSV file: values by (trimmed) column name; `row` counts the header as row 1. */
export interface CsvRecord {
  row: number;
  values: ReadonlyMap<string, string>;
}

export interface CsvTable {
  columns: string[];
  records: CsvRecord[];
}

/**
 * Parses CSV text with a header row: commas, double quotes, quoted fields spanning lines.
 * Values are kept in a Map, so a column named `__proto__` is just a name. Records that
 * are blank are skipped; a quote left open is reported as a warning on `file`.
 */
export function parseCsv(text: string, file: string, warnings: ImportIssue[]): CsvTable {
  const result = Papa.parse<string[]>(text, { delimiter: ",", skipEmptyLines: "greedy" });
  for (const error of result.errors) {
    warnings.push({ path: [file, (error.row ?? 0) + 1], message: `CSV problem: ${error.message}` });
  }
  const [header = [], ...rows] = result.data;
  const columns = header.map((name) => name.trim());
  const records = rows.map((cells, index) => ({
    row: index + 2,
    values: new Map(columns.map((column, position) => [column, (cells[position] ?? "").trim()])),
  }));
  return { columns, records };
}
