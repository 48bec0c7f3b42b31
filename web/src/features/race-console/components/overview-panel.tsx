// The console's first tab (docs/race-day.md): the race's numbers at a glance, then the charts,
// each with its table: registrations per day against capacity, places per distance, the answers of
// each choice question (T-shirt sizes to order), check-in progress. The checked-in figure is live.
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
  const capacity = raceCapacity(marathon.distances);
  const today = new Date().toISOString().slice(0, 10);
  const registeredToday = stats.registrations.byDay
    .filter((day) => day.date === today)
    .reduce((sum, day) => sum + day.count, 0);
  const { total } = stats.registrations;
  const { mail } = stats;
  return (
    <FigureList>
      <Figure
        label="Registered"
        value={capacity === null ? `${total}` : `${total} / ${capacity}`}
        detail={`${registeredToday} today (UTC)`}
      />
      <Figure
        label="Waitlist"
        value={`${stats.waitlist.waiting}`}
        detail={`waiting · ${stats.waitlist.offered} holding an offer`}
      />
      <LiveCheckIns marathonId={marathon._id} stats={stats}>
        {({ checkedIn, registered }) => (
          <Figure
            label="Checked in"
            value={`${checkedIn}`}
            detail={`${percent(checkedIn, registered)}% of registered runners`}
          />
        )}
      </LiveCheckIns>
      <Figure
        label="Mails sent"
        value={`${mail.sent}`}
        detail={`${mail.pending} pending · ${mail.failed} failed`}
      />
    </FigureList>
  );
}

function Charts({ marathon, stats }: { marathon: Marathon; stats: MarathonStats }) {
  const days = cumulativeByDay(stats.registrations.byDay);
  const capacity = raceCapacity(marathon.distances);
  const distances = distanceRows(marathon.distances, stats);
  const answers = answerCharts(marathon.questions ?? [], marathon.distances, stats);
  return (
    <div className="mt-6 grid gap-6 xl:grid-cols-2">
      {days.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600 xl:col-span-2 dark:border-slate-700 dark:text-slate-300">
          No one has registered yet: the charts appear with the first registration.
        </p>
      ) : (
        <ChartFigure
          id="registrations"
          title="Registrations per day"
          description={
            capacity === null
              ? 'Registrations held now, added up day by day (UTC). The race has no field limit.'
              : `Registrations held now, added up day by day (UTC), against the capacity of ${capacity}.`
          }
          chart={{ kind: 'registrations', rows: days, capacity }}
          table={<RegistrationsByDayTable rows={days} />}
        />
      )}
      <ChartFigure
        id="places"
        title="Places per distance"
        description="Registered runners against each distance’s capacity."
        chart={{ kind: 'places', rows: distances }}
        table={<PlacesTable rows={distances} />}
      />
      <ChartFigure
        id="check-ins"
        title="Check-in progress"
        description="Runners checked in of those registered, per distance."
        chart={{
          kind: 'check-ins',
          rows: distances.map((row) => ({
            ...row,
            notYet: Math.max(row.registered - row.checkedIn, 0),
          })),
        }}
        table={<CheckInTable rows={distances} />}
      />
      {answers.map((chart) => (
        <ChartFigure
          key={chart.questionId}
          id={`answers-${chart.questionId}`}
          title={`Answers: ${chart.label}`}
          description={
            chart.distances.length > 0
              ? `Asked of ${chart.askedOf}; each bar split by distance.`
              : `Asked of ${chart.askedOf}.`
          }
          chart={{ kind: 'answers', rows: chart.rows, distances: chart.distances }}
          table={<AnswersTable chart={chart} />}
        />
      ))}
    </div>
  );
}

export function OverviewPanel({ marathon }: { marathon: Marathon }) {
  const query = useMarathonStats(marathon._id);
  return (
    <Loaded
      query={query}
      loading="Loading the race’s numbers"
      failed="The race’s numbers could not be loaded. Reload the page to try again."
    >
      {(stats) => (
        <>
          <h2 className="sr-only">Overview</h2>
          <Figures marathon={marathon} stats={stats} />
          <Charts marathon={marathon} stats={stats} />
        </>
      )}
    </Loaded>
  );
}
