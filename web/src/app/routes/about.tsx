// About: mission, key features, the team and calls to action.
import { Trans, useLingui } from '@lingui/react/macro';

import { CtaLinks } from '@/components/ui/cta-links';
import { IconCardGrid } from '@/components/ui/icon-card';
import { PageSection, SectionHeading } from '@/components/ui/section-heading';
import { StatList } from '@/components/ui/stat-list';
import { paths } from '@/config/paths';
import { features, stats, team } from '@/features/about/components/about-content';
import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

const statsLook = {
  list: 'grid grid-cols-2 gap-4',
  item: 'rounded-2xl border border-slate-200 bg-slate-50 p-6 dark:border-slate-800 dark:bg-slate-900',
  label: 'mt-1 text-sm font-medium text-slate-600 dark:text-slate-400',
  value: 'text-4xl font-black text-rose-600 dark:text-rose-400',
};

export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`About`);
  const { user } = useAuth();
  const featureCards = features.map((card) => ({
    ...card,
    title: i18n._(card.title),
    text: i18n._(card.text),
  }));
  const statItems = stats.map((stat) => ({ ...stat, label: i18n._(stat.label) }));
  return (
    <>
      <section
        aria-labelledby="about-title"
        className="relative isolate overflow-hidden bg-slate-950 text-white"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_25rem_at_10%_-10%,rgba(225,29,72,0.5),transparent)]"
        />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-widest text-rose-400 uppercase">
            <Trans>About RUN</Trans>
          </p>
          <h1
            id="about-title"
            className="mt-3 max-w-3xl text-4xl font-black tracking-tight sm:text-6xl"
          >
            <Trans>We build the home of the world’s marathons.</Trans>
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300">
            <Trans>
              RUN connects runners with races and gives organisers the tools to run them. From the
              first training run to the finish-line photo, we want every step to feel effortless.
            </Trans>
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="py-20">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
          <div>
            <SectionHeading
              id="mission-title"
              eyebrow={t`Our mission`}
              title={t`Make every start line reachable`}
              align="left"
            />
            <p className="mt-6 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
              <Trans>
                Great races should be easy to find and easy to enter, whether you are lining up for
                your first 5K or your fiftieth marathon. We bring events from around the world into
                one place, keep registration simple and honest, and help organisers focus on the
                race instead of spreadsheets.
              </Trans>
            </p>
          </div>
          <StatList stats={statItems} look={statsLook} />
        </div>
      </section>

      <PageSection tinted id="features-title" eyebrow={t`What we offer`} title={t`Key features`}>
        <IconCardGrid cards={featureCards} />
      </PageSection>

      <PageSection
        id="team-title"
        eyebrow={t`The people`}
        title={t`Meet the team`}
        text={t`Runners, coaches and race directors, all in one crew.`}
      >
        <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {team.map(({ name, role, photo, bio }) => (
            <li key={name} className="text-center">
              <img
                src={photo}
                alt={t`Portrait of ${name}`}
                width={240}
                height={240}
                loading="lazy"
                className="mx-auto h-40 w-40 rounded-full object-cover shadow-lg ring-4 ring-white dark:ring-slate-800"
              />
              <h3 className="mt-5 text-lg font-bold text-slate-900 dark:text-white">{name}</h3>
              <p className="text-sm font-semibold text-rose-600 dark:text-rose-400">
                {i18n._(role)}
              </p>
              <p className="mx-auto mt-2 max-w-xs text-sm text-slate-600 dark:text-slate-300">
                {i18n._(bio)}
              </p>
            </li>
          ))}
        </ul>
      </PageSection>

      <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 lg:px-8">
        <div className="relative isolate mx-auto max-w-7xl overflow-hidden rounded-3xl bg-rose-600 px-6 py-16 text-center text-white sm:px-12">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(40rem_20rem_at_100%_0%,rgba(255,255,255,0.25),transparent)]"
          />
          <h2 id="cta-title" className="text-3xl font-black tracking-tight sm:text-4xl">
            <Trans>Ready for your next race?</Trans>
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-rose-50">
            <Trans>
              Browse upcoming marathons, or create an account and start planning your season.
            </Trans>
          </p>
          <CtaLinks
            links={[
              {
                to: paths.marathons.href(),
                label: t`Explore Events`,
                className:
                  'rounded-xl bg-white px-6 py-3 font-semibold text-rose-700 shadow-sm transition hover:bg-rose-50',
              },
              {
                // Signed in, the next step is organising a race; signed out, joining.
                ...(user
                  ? { to: paths.addMarathon.href(), label: t`Add Marathon` }
                  : { to: paths.register.href(), label: t`Register Now` }),
                className:
                  'rounded-xl px-6 py-3 font-semibold text-white ring-1 ring-white/60 transition hover:bg-white/10',
              },
            ]}
            className="mt-8 flex flex-wrap justify-center gap-3"
          />
        </div>
      </section>
    </>
  );
}
