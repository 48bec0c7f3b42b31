// Training tips and plans: fixed sample content (docs/product.md), as messages translated where shown.
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { IconCardGrid } from '@/components/ui/icon-card';
import { PageSection } from '@/components/ui/section-heading';

const tips = [
  {
    title: msg`Find your cadence`,
    text: msg`Aim for 170-180 steps per minute. Shorter, quicker strides ease the load on your knees and keep you efficient late in a race.`,
    icon: 'M13 4a2 2 0 1 0 0-.01M9 20l3-6 3 3v4m-6-8 2-4 4 2 3-1M6 12l3-3',
  },
  {
    title: msg`Hydrate early`,
    text: msg`Drink about 500ml water 2 hours before a race, then sip to thirst. Arrive at the start line hydrated, not sloshing.`,
    icon: 'M12 3s6 6.5 6 11a6 6 0 0 1-12 0c0-4.5 6-11 6-11Z',
  },
  {
    title: msg`Refuel fast`,
    text: msg`Take in protein within 30 minutes after a long run. Pair it with carbs to restock your glycogen for the next session.`,
    icon: 'M4 13h16M6 13a6 6 0 0 0 12 0M9 9c0-2 2-2 2-4m3 4c0-2 2-2 2-4',
  },
  {
    title: msg`Respect rest`,
    text: msg`Plan at least 1 rest day per week. Your body adapts and gets stronger while you recover, not while you run.`,
    icon: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z',
  },
];

const plans = [
  {
    level: msg`Beginner`,
    weeks: 8,
    goal: msg`5K`,
    perWeek: msg`3 runs a week`,
    points: [
      msg`Run-walk intervals to start`,
      msg`One easy long run each weekend`,
      msg`Finish your first 5K strong`,
    ],
  },
  {
    level: msg`Intermediate`,
    weeks: 12,
    goal: msg`Half Marathon`,
    perWeek: msg`4 runs a week`,
    points: [
      msg`Tempo runs to raise your threshold`,
      msg`Long runs building to 18 km`,
      msg`A taper week before race day`,
    ],
    featured: true,
  },
  {
    level: msg`Advanced`,
    weeks: 16,
    goal: msg`Marathon`,
    perWeek: msg`5 runs a week`,
    points: [
      msg`Intervals and marathon-pace blocks`,
      msg`Long runs peaking at 32 km`,
      msg`Race-day fuelling practice`,
    ],
  },
];

export function Training() {
  const { i18n, t } = useLingui();
  return (
    <PageSection
      id="training-title"
      eyebrow={t`Train smarter`}
      title={t`Training Tips & Plans`}
      text={t`Simple habits and structured plans from our coaches, whatever distance you are chasing.`}
    >
      <IconCardGrid
        cards={tips.map(({ icon, title, text }) => ({
          icon,
          title: i18n._(title),
          text: i18n._(text),
        }))}
      />

      <h3 className="mt-16 text-center text-2xl font-black text-slate-900 dark:text-white">
        <Trans>Training plans</Trans>
      </h3>
      <ul className="mt-8 grid gap-6 lg:grid-cols-3">
        {plans.map((plan) => {
          const { weeks } = plan;
          return (
            <li
              key={plan.level.id}
              className={`relative flex flex-col rounded-2xl p-8 shadow-sm ${
                plan.featured
                  ? 'bg-slate-900 text-white ring-2 ring-rose-600 dark:bg-slate-800'
                  : 'border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900'
              }`}
            >
              {plan.featured ? (
                <span className="absolute -top-3 left-8 rounded-full bg-rose-600 px-3 py-1 text-xs font-semibold text-white">
                  <Trans>Most popular</Trans>
                </span>
              ) : null}
              <h4
                className={`text-sm font-semibold tracking-widest uppercase ${
                  plan.featured ? 'text-rose-300' : 'text-rose-600 dark:text-rose-400'
                }`}
              >
                {i18n._(plan.level)}
              </h4>
              <p
                className={`mt-3 text-4xl font-black ${plan.featured ? '' : 'text-slate-900 dark:text-white'}`}
              >
                <Plural value={weeks} one="# week" other="# weeks" />
              </p>
              <p
                className={`mt-1 text-lg font-semibold ${plan.featured ? 'text-slate-200' : 'text-slate-700 dark:text-slate-200'}`}
              >
                {i18n._(plan.goal)}
              </p>
              <p
                className={`mt-1 text-sm ${plan.featured ? 'text-slate-300' : 'text-slate-500 dark:text-slate-400'}`}
              >
                {i18n._(plan.perWeek)}
              </p>
              <ul
                className={`mt-6 grid gap-3 text-sm ${plan.featured ? 'text-slate-200' : 'text-slate-600 dark:text-slate-300'}`}
              >
                {plan.points.map((point) => (
                  <li key={point.id} className="flex gap-3">
                    <span aria-hidden="true" className="text-rose-500">
                      ✓
                    </span>
                    {i18n._(point)}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
      <p className="mt-10 text-center">
        <Link
          to={paths.marathons.href()}
          className="font-semibold text-rose-600 underline-offset-4 hover:underline dark:text-rose-400"
        >
          <Trans>
            Find a race to train for <span aria-hidden="true">→</span>
          </Trans>
        </Link>
      </p>
    </PageSection>
  );
}
