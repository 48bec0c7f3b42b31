// The columns of an uploaded CSV (a timing company's results, a bank statement): which header cell
// holds each one, found by the names that column is commonly given. Free of zod, like its users.
import { foldName } from './results-names.js';

/** Which header cell holds each column (by its text as written in the file). */
export type HeaderCells<C extends string> = Partial<Record<C, string>>;

/** The cells of `header` that hold `columns`, each known by its `names` (folded like `foldName`). */
export function findColumns<C extends string>(
  columns: readonly C[],
  names: Record<C, readonly string[]>,
  header: readonly string[],
): HeaderCells<C> {
  const found: HeaderCells<C> = {};
  for (const column of columns) {
    const name = header.find((cell) => names[column].includes(foldName(cell)));
    if (name !== undefined) found[column] = name;
  }
  return found;
}
