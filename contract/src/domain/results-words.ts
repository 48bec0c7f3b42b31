// How places read in a sentence, the same on the result card, the certificate and the results mail.
import type { Gender } from './results-groups.js';

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 102nd. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export const GENDER_WORDS: Record<Gender, string> = {
  F: 'women',
  M: 'men',
  X: 'non-binary runners',
};

/** The gender an age group names (`F35-39`), or null (`35-39`, `Open`). */
export function genderOfAgeGroup(ageGroup: string): Gender | null {
  const letter = ageGroup[0];
  return letter === 'F' || letter === 'M' || letter === 'X' ? letter : null;
}

/** The places of a finisher as lines: "12th overall", "3rd of women", "2nd in F35-39". */
export function placeLines(result: {
  place: number | null;
  genderPlace: number | null;
  ageGroup: string;
  ageGroupPlace: number | null;
}): string[] {
  const lines: string[] = [];
  if (result.place !== null) lines.push(`${ordinal(result.place)} overall`);
  const gender = genderOfAgeGroup(result.ageGroup);
  if (result.genderPlace !== null && gender !== null) {
    lines.push(`${ordinal(result.genderPlace)} of ${GENDER_WORDS[gender]}`);
  }
  if (result.ageGroupPlace !== null)
    lines.push(`${ordinal(result.ageGroupPlace)} in ${result.ageGroup}`);
  return lines;
}
