// The console's first tab (docs/race-day.md): the race's numbers at a glance, then the charts,
// each with its table: registrations per day against capacity, places per distance, the answers of
// each choice question (T-shirt sizes to order), check-in progress. The checked-in figure is live.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Marathon, MarathonStats } from '@run/contract/domain/api-types';

import { Loaded } from '@/components/ui/loaded';

import { useMarathonStats } from '../api/get-marathon-stats';
import {
  answerCharts,
  cumulativeByDay,
  distanceRows,
  percent,
  raceCapacity,
} from '../stats-series';
import { ChartFigure } from './chart-figure';
import { Figure, FigureList } from './figure';
import { LiveCheckIns } from './live-check-ins';
import { AnswersTable, CheckInTable, PlacesTable, RegistrationsByDayTable } from './stats-tables';

function Figures({ marathon, stats }: { marathon: Marathon; stats: MarathonStats }) {
  const { t } = useLingui();
  const capacity = raceCapacity(marathon.distances);
  const today = new Date().toISOString().slice(0, 10);
  const registeredToday = stats.registrations.byDay
    .filter((day) => day.date === today)
    .reduce((sum, day) => sum + day.count, 0);
  const { total } = stats.registrations;
  const { pending, failed } = stats.mail;
  const { offered } = stats.waitlist;
  return (
    <FigureList>
      <Figure
        label={t`Registered`}
        value={capacity === null ? `${total}` : `${total} / ${capacity}`}
        detail={t`${registeredToday} today (UTC)`}
      />
      <Figure
        label={t`Waitlist`}
        value={`${stats.waitlist.waiting}`}
        detail={t`waiting · ${offered} holding an offer`}
      />
      <LiveCheckIns marathonId={marathon._id} stats={stats}>
        {({ checkedIn, registered }) => {
          const share = percent(checkedIn, registered);
          return (
            <Figure
              label={t`Checked in`}
              value={`${checkedIn}`}
              detail={t`${share}% of registered runners`}
            />
          );
        }}
      </LiveCheckIns>
      <Figure
        label={t`Mails sent`}
        value={`${stats.mail.sent}`}
        detail={t`${pending} pending · ${failed} failed`}
      />
    </FigureList>
  );
}

function Charts({ marathon, stats }: { marathon: Marathon; stats: MarathonStats }) {
  const { t } = useLingui();
  const days = cumulativeByDay(stats.registrations.byDay);
  const capacity = raceCapacity(marathon.distances);
  const distances = distanceRows(marathon.distances, stats);
  const answers = answerCharts(marathon.questions ?? [], marathon.distances, stats);
  return (
    <div className="mt-6 grid gap-6 xl:grid-cols-2">
      {days.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600 xl:col-span-2 dark:border-slate-700 dark:text-slate-300">
          <Trans>No one has registered yet: the charts appear with the first registration.</Trans>
        </p>
      ) : (
        <ChartFigure
          id="registrations"
          title={t`Registrations per day`}
          description={
            capacity === null
              ? t`Registrations held now, added up day by day (UTC). The race has no field limit.`
              : t`Registrations held now, added up day by day (UTC), against the capacity of ${capacity}.`
          }
          chart={{ kind: 'registrations', rows: days, capacity }}
          table={<RegistrationsByDayTable rows={days} />}
        />
      )}
      <ChartFigure
        id="places"
        title={t`Places per distance`}
        description={t`Registered runners against each distance’s capacity.`}
        chart={{ kind: 'places', rows: distances }}
        table={<PlacesTable rows={distances} />}
      />
      <ChartFigure
        id="check-ins"
        title={t`Check-in progress`}
        description={t`Runners checked in of those registered, per distance.`}
        chart={{
          kind: 'check-ins',
          rows: distances.map((row) => ({
            ...row,
            notYet: Math.max(row.registered - row.checkedIn, 0),
          })),
        }}
        table={<CheckInTable rows={distances} />}
      />
      {answers.map((chart) => {
        const { label, askedOf } = chart;
        const split = chart.distances.length > 0;
        // Asked of every distance (askedOf null) or of those named: each its own sentence.
        const description =
          askedOf === null
            ? split
              ? t`Asked of every distance; each bar split by distance.`
              : t`Asked of every distance.`
            : split
              ? t`Asked of ${askedOf}; each bar split by distance.`
              : t`Asked of ${askedOf}.`;
        return (
          <ChartFigure
            key={chart.questionId}
            id={`answers-${chart.questionId}`}
            title={t`Answers: ${label}`}
            description={description}
            chart={{ kind: 'answers', rows: chart.rows, distances: chart.distances }}
            table={<AnswersTable chart={chart} />}
          />
        );
      })}
    </div>
  );
}

export function OverviewPanel({ marathon }: { marathon: Marathon }) {
  const { t } = useLingui();
  const query = useMarathonStats(marathon._id);
  return (
    <Loaded
      query={query}
      loading={t`Loading the race’s numbers`}
      failed={t`The race’s numbers could not be loaded. Reload the page to try again.`}
    >
      {(stats) => (
        <>
          <h2 className="sr-only">
            <Trans>Overview</Trans>
          </h2>
          <Figures marathon={marathon} stats={stats} />
          <Charts marathon={marathon} stats={stats} />
        </>
      )}
    </Loaded>
  );
}
