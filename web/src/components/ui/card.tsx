// The product's card surface: a white rounded box with a hairline border, slate in dark mode. One
// string so every card (home sections, forms on a page of their own, tiles) matches.
export function cardClasses(extra: string): string {
  return `rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${extra}`;
}

/** A form on a screen or section of its own: roomier on wider screens. */
export const formCardClasses = cardClasses('p-6 shadow-sm sm:p-8');
