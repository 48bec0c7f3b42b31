// Finding a runner by the start of their name, whatever the accents and case: "jose", "José" and
// "JOSÉ" find José; "garc" finds García-López; "maria gar" finds María García. A result stores the
// keys a search may ask for (every start of its name's words and word runs), so a search is one
// `array-contains` query, whose reads do not grow with the number of results (docs/results.md).

/** Letters that Unicode does not split into a base and a mark, spelled as people type them. */
const SPELLED: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

/** Lower case, without accents; apostrophes vanish (O'Brien, obrien), other punctuation parts words. */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøđðłþı]/gu, (c) => SPELLED[c] ?? c)
    .replace(/['’`ʼ]/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The longest start of a name a search matches on; a longer query is cut to it. */
export const NAME_KEY_MAX = 24;
/** At most this many keys per result (a long name's many words keep their shorter runs). */
const KEYS_MAX = 120;

/**
 * The stored keys: each start (1 to NAME_KEY_MAX characters) of each run of words from any word to
 * the last, so a search from the first name, the last name or a middle word finds the runner.
 */
export function nameKeys(firstName: string, lastName: string): string[] {
  const words = foldName(`${firstName} ${lastName}`).split(' ').filter(Boolean);
  const keys = new Set<string>();
  for (let from = 0; from < words.length; from += 1) {
    const run = words.slice(from).join(' ').slice(0, NAME_KEY_MAX);
    for (let end = 1; end <= run.length && keys.size < KEYS_MAX; end += 1) {
      const key = run.slice(0, end).trimEnd();
      if (key !== '') keys.add(key);
    }
  }
  return [...keys];
}

/** The key a name search asks for, or null when the query has no letters or digits. */
export function nameSearchKey(query: string): string | null {
  const key = foldName(query).slice(0, NAME_KEY_MAX).trimEnd();
  return key === '' ? null : key;
}
