// Cards with a line icon, a title and a short text, four to a row on wide screens (About's key
// features, Home's training tips).
import { cardClasses } from './card';
import { LineIcon } from './line-icon';

interface IconCardContent {
  /** An SVG path on a 24x24 grid, stroked. */
  icon: string;
  title: string;
  text: string;
}

export function IconCardGrid({ cards }: { cards: readonly IconCardContent[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ icon, title, text }) => (
        <li key={title} className={cardClasses('p-6 shadow-sm')}>
          <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-rose-50 text-rose-600 dark:bg-rose-950 dark:text-rose-300">
            <LineIcon d={icon} className="h-6 w-6" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-slate-900 dark:text-white">{title}</h3>
          <div className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
            <p>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
