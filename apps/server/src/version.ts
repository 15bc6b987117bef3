/** The version shown in the API docs and part of every print's key: the repository's package.json. */
export { appVersion } from "@vitae/schema";
