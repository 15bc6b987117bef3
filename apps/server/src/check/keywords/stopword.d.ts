// The stopword package ships no types: each language's list is an export named by its ISO 639-3 code.
declare module "stopword" {
  const lists: Record<string, readonly string[]>;
  export = lists;
}
