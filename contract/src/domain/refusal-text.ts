// How a refusal's sentence takes its variable parts: `{name}` placeholders, filled from `params`. Free
// of imports, so a domain's own file words its refusals with it while the catalogue (refusals.ts)
// joins that file's map.

/** A refusal's variable parts, by placeholder name. */
export type RefusalParams = Record<string, string | number>;

/** `sentence` with each `{name}` replaced by `params.name`; a placeholder without a value stays. */
export function fillPlaceholders(sentence: string, params: RefusalParams = {}): string {
  return sentence.replace(/\{(\w+)\}/gu, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** The placeholders of a sentence type: `'{distance} is sold out.'` → `'distance'`. */
export type PlaceholdersOf<S extends string> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | PlaceholdersOf<Rest>
  : never;
