// How a tab looks, the current one underlined: the race console's tabs and the results page's
// distance tabs (links) share it.
export const tabClasses = (selected: boolean) =>
  `-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-600 ${
    selected
      ? 'border-rose-600 text-rose-700 dark:border-rose-400 dark:text-rose-300'
      : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-300 dark:hover:border-slate-600 dark:hover:text-white'
  }`;
