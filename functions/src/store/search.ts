// Case- and accent-insensitive substring search on title or location without reading the whole collection.
//
// Firestore has no substring index. Each marathon stores `searchGrams`: every 3-character piece of its
// lowercased title and location. A query of 3+ characters asks the index for marathons holding one of
// the query's grams (`array-contains`), which narrows the candidates to a few, and the server then
// checks the real substring on each candidate while paging. Queries of 1-2 characters cannot use grams;
// they scan the newest-first list in bounded batches (see marathons/marathons.ts). About 240 index
// entries per marathon is a fair price: marathons are written rarely and read constantly.

/** Lower case without accents ("Zürich" and "zurich" are one search), spaces folded. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/gu, ' ')
    .trim();
}

function gramsOf(text: string): string[] {
  const chars = Array.from(normalizeSearch(text));
  const grams: string[] = [];
  for (let i = 0; i + 3 <= chars.length; i += 1) grams.push(chars.slice(i, i + 3).join(''));
  return grams;
}

/** The stored `searchGrams` field. */
export function searchGrams(title: string, location: string): string[] {
  return [...new Set([...gramsOf(title), ...gramsOf(location)])];
}

/**
 * The gram the index is asked for, or null when the query is too short. Grams with letters are
 * preferred over digits and spaces ("10 k" is in many titles; "oky" in few).
 */
export function indexGram(query: string): string | null {
  const grams = gramsOf(query);
  if (grams.length === 0) return null;
  const score = (gram: string) => Array.from(gram).filter((c) => /\p{L}/u.test(c)).length;
  return grams.reduce((best, gram) => (score(gram) > score(best) ? gram : best));
}

export function matchesSearch(fields: { title: string; location: string }, query: string): boolean {
  const q = normalizeSearch(query);
  return normalizeSearch(fields.title).includes(q) || normalizeSearch(fields.location).includes(q);
}
