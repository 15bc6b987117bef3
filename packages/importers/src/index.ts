/**
 * @vitae/importers: other resume formats to Vitae's resume data and back. Bytes or text
 * in, typed data out; no Node-only or browser-only APIs, so the import dialog, the server
 * and the `vitae` command run the same code.
 */
export { detectImportFormat, importFormatNames } from "./detect-format";
export { importResume, type ImportOptions, type ImportResult, type ResumeParseOptions } from "./import-resume";
export { exportJsonResume, jsonResumeSchemaUrl, type ExportedJsonResume, type JsonResumeExportOptions } from "./json-resume/export-json-resume";
export type { JsonResume } from "./json-resume/json-resume-schema";
export {
  fileErrorMessages,
  type FileErrorCode,
  type ImportIssue,
  type IssuePath,
} from "./import-issue";
export { importLimits, type ImportLimits } from "./import-limits";
export { linkedInFiles } from "./linkedin/linkedin-files";
export { linkedInPlaceholders } from "./linkedin/convert-linkedin";
export { importVitaePdf, isPdf } from "./vitae-pdf/import-vitae-pdf";
