// How a count reads in a sentence ("1,250 places left").

/**
 * A whole number with en-US thousands separators, e.g. 30000 as "30,000". Written out, not by
 * toLocaleString: a page's first Intl formatter loads ICU's data (30-50 ms of main thread on a
 * phone), and a count needs none of it. The test holds it equal to Intl's.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  return String(count).replace(/\B(?=(?:\d{3})+$)/gu, ',');
}
