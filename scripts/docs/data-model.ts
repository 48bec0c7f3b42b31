// The data model check: docs/data-model.md lists every Firestore collection the code names in
// functions/src/store/collections.ts, so a collection added in code cannot go unexplained.
//
// What counts as listing one: a row of a Markdown table whose first cell is a document path in a code
// span, with the collection at a collection's place in it: `marathons/{id}/results/{resultId}` lists
// `marathons` and `results` (the first, third, ... segments). A field or a word that shares the name
// (a race's `transfers` settings, "the results page") lists nothing.

/** The collections the first column of a Markdown text's tables lists, in order, each once. */
export function listedCollections(markdown: string): string[] {
  const listed = new Set<string>();
  for (const line of markdown.split('\n')) {
    const firstCell = /^\s*\|\s*`([^`]+)`\s*\|/u.exec(line)?.[1];
    if (firstCell === undefined || !firstCell.includes('/')) continue;
    firstCell
      .trim()
      .split('/')
      .forEach((segment, i) => {
        if (i % 2 === 0 && segment !== '') listed.add(segment);
      });
  }
  return [...listed];
}

/** The collections of `collections` that `markdown` does not list, in their order. */
export function unlistedCollections(markdown: string, collections: Iterable<string>): string[] {
  const listed = new Set(listedCollections(markdown));
  return [...new Set(collections)].filter((name) => !listed.has(name));
}
