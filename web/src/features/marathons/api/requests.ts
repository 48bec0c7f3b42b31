// The input of the marathon screens' public GETs. The API calls (get-marathons.ts, get-marathon.ts)
// and the entry's early fetch of a direct load (boot/direct-load.ts) share it, so both send the same
// URL. Imports nothing heavy: the entry bundles this file.
import { ORIGINAL_LANGUAGE, type Language } from '@run/contract/domain/languages';

export const MARATHONS_PAGE_SIZE = 12;
/** The list's first row (up to three cards) is above the fold on every width: its images load first. */
export const FIRST_ROW_CARDS = 3;

/** The list's search and filters, as its URL keeps them (routes/marathons.tsx). */
export interface MarathonFilters {
  q: string;
  /** A distance bucket (`5k`, `10k`, `half`, `marathon`, `ultra`) or '' for any. */
  distance: string;
  /** `YYYY-MM` or '' for any month. */
  month: string;
  open: boolean;
  /**
   * `upcoming` (the default: races not started yet, soonest first, then the past ones in their own
   * section), `newest` (every race, newest added first) or `past` (the past section's own list).
   */
  sort: ListSort;
}

export type ListSort = 'upcoming' | 'newest' | 'past';

/**
 * The filters a load of /marathons starts from: its ?q= (trimmed), ?distance, ?month, ?open, ?sort.
 * Only `?sort=newest` changes the order; an older link's `?sort=date` (race date) is the default.
 */
export function filtersOf(params: URLSearchParams): MarathonFilters {
  return {
    q: (params.get('q') ?? '').trim(),
    distance: params.get('distance') ?? '',
    month: params.get('month') ?? '',
    open: params.get('open') === 'true',
    sort: params.get('sort') === 'newest' ? 'newest' : 'upcoming',
  };
}

/** The input of the list's GET (routes.listMarathons): a page, optionally searched and filtered. */
export function marathonsRequest(filters: MarathonFilters, cursor: string | null) {
  return {
    query: {
      limit: MARATHONS_PAGE_SIZE,
      q: filters.q || undefined,
      distance: filters.distance || undefined,
      month: filters.month || undefined,
      open: filters.open ? 'true' : undefined,
      sort: filters.sort,
      cursor: cursor ?? undefined,
    },
  };
}

/** The language of a race's texts as its organisers wrote them: what its edit form and console show. */
export const ORIGINAL = ORIGINAL_LANGUAGE;

/**
 * The input of the details GET (routes.getMarathon): the race's own texts in `language` where its
 * organisers translated them, the original where not. Always named, so the browser's Accept-Language
 * never decides: whoever edits the race asks for the original ('en').
 */
export function marathonRequest(id: string, language: Language) {
  return { params: { id }, query: { lang: language } };
}

/** A marathon's picture as the cards and the details page show it (they fall back when it is empty). */
function imageOf(marathon: unknown): string[] {
  const url = (marathon as { marathonImageURL?: unknown } | null)?.marathonImageURL;
  return typeof url === 'string' && url !== '' ? [url] : [];
}

/** The images above the fold of the list, from its first page's body. */
export function firstRowImages(body: unknown): string[] {
  return Array.isArray(body) ? body.slice(0, FIRST_ROW_CARDS).flatMap(imageOf) : [];
}

/** The details page's picture, from its body. */
export function detailsImage(body: unknown): string[] {
  return imageOf(body);
}
