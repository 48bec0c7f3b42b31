import { useEffect } from 'react';

/** Titles read `RUN | <Page>` (SPEC.md section 1). */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `RUN | ${page}`;
  }, [page]);
}
