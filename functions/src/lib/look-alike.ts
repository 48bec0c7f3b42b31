// One key for names that look alike, so a name chosen to pass for another (a team's) is refused as the
// same name: "Harbour Harriers" with a zero-width space inside, with Cyrillic "а" and "Н" for the
// Latin letters, in Greek capitals or in full-width letters gives the key of the plain name.
//
// The confusable letters are folded by `unhomoglyph` (the Unicode confusables table, UTS #39), after
// NFKC (full-width and compatibility forms) and with invisible characters removed (zero-width spaces
// and joiners, the soft hyphen, the byte-order mark, bidi marks and controls). The table maps each
// character to its look-alike as written, and Greek and Cyrillic capitals are the letters that pass
// for Latin ones, so the name is upper-cased before folding (a Cyrillic "н" becomes "Н", then "H")
// and lower-cased after: case never tells two names apart. Digits and letters the table takes as one
// (0 and O, 1, l and I) fold together too.
import unhomoglyph from 'unhomoglyph';

/** Characters that show nothing: zero-width space, joiners, bidi marks and controls, BOM, ... */
// (U+034F, the combining grapheme joiner, stands apart: a class would read it as joining its neighbour.)
const INVISIBLE =
  /[\u00ad\u061c\u115f\u1160\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\u3164\ufeff\uffa0]|\u034f/gu;

export function lookAlikeKey(name: string): string {
  const visible = name.normalize('NFKC').replace(INVISIBLE, '');
  return unhomoglyph(visible.toUpperCase())
    .normalize('NFKC')
    .toLowerCase()
    .trim()
    .replace(/\s+/gu, ' ');
}
