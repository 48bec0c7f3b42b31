import { useEffect } from 'react';

let serverTitle: string | null = null;

/** The build's prerender (boot/prerender.tsx) has no document: it collects the title for the HTML. */
function recordServerTitle(title: string): void {
  serverTitle = title;
}

/** Titles read `RUN | <Page>` (docs/product.md). */
export function useDocumentTitle(page: string): void {
  if (typeof document === 'undefined') recordServerTitle(`RUN | ${page}`);
  useEffect(() => {
    document.title = `RUN | ${page}`;
  }, [page]);
}

/** The title the last server render asked for, once. */
export function takeServerTitle(): string | null {
  const title = serverTitle;
  serverTitle = null;
  return title;
}
