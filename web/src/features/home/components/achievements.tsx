// Runner achievements: the three top finishers of the season (fixed sample content).
import { cardClasses } from '@/components/ui/card';
import { PageSection } from '@/components/ui/section-heading';

const finishers = [
  {
    place: 1,
    name: 'Amara Okafor',
    race: 'Boston Spring Marathon',
    time: '2:21:48',
    note: 'Course record, negative split',
    medal: 'bg-amber-400 text-amber-950',
  },
  {
    place: 2,
    name: 'Lucas Meyer',
    race: 'Berlin City Marathon',
    time: '2:23:05',
    note: 'Personal best by 3 minutes',
    medal: 'bg-slate-300 text-slate-900',
  },
  {
    place: 3,
    name: 'Hana Sato',
    race: 'Tokyo Bay Half Marathon',
    time: '1:08:52',
    note: 'First podium after injury comeback',
    medal: 'bg-orange-400 text-orange-950',
  },
];

const ordinal = ['1st', '2nd', '3rd'];

export function Achievements() {
  return (
    <PageSection
      id="achievements-title"
      eyebrow="Hall of fame"
      title="Runner Achievements"
      text="Celebrating the top finishers of this season on RUN events."
    >
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {finishers.map((runner) => (
          <li key={runner.name} className={cardClasses('relative overflow-hidden p-6 shadow-sm')}>
            <div
              aria-hidden="true"
              className="absolute -top-10 -right-10 h-32 w-32 rounded-full bg-rose-500/10 dark:bg-rose-500/15"
            />
            <div className="flex items-center gap-4">
              <span
                className={`flex h-14 w-14 shrink-0 flex-col items-center justify-center rounded-full text-sm font-black shadow-inner ${runner.medal}`}
              >
                <span className="sr-only">Place: </span>
                {ordinal[runner.place - 1]}
              </span>
              <div className="min-w-0">
                <h3 className="text-lg font-bold text-slate-900 dark:text-white">{runner.name}</h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{runner.race}</p>
              </div>
            </div>
            <dl className="mt-6 grid grid-cols-2 gap-4 border-t border-slate-200 pt-5 dark:border-slate-800">
              <div>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                  Finish time
                </dt>
                <dd className="mt-1 font-mono text-2xl font-bold text-rose-600 tabular-nums dark:text-rose-400">
                  {runner.time}
                </dd>
              </div>
              <div>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                  Highlight
                </dt>
                <dd className="mt-1 text-sm text-slate-700 dark:text-slate-200">{runner.note}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
