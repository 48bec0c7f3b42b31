// The first screen: headline, tagline, calls to action and the counters. Pure markup and CSS so it
// paints before any data or the Firebase SDK arrives.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { CtaLinks, type CallToAction } from '@/components/ui/cta-links';
import { RouteLines } from '@/components/ui/route-lines';
import { StatList } from '@/components/ui/stat-list';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

const counters = [
  { value: '100+', label: msg`Events Worldwide` },
  { value: '50K+', label: msg`Active Runners` },
  { value: '10+', label: msg`Years Experience` },
];

const countersLook = {
  list: 'mx-auto grid max-w-7xl grid-cols-3 divide-x divide-white/10 px-2 sm:px-6 lg:px-8',
  item: 'items-center px-2 py-6 text-center sm:py-8',
  label: 'mt-1 text-xs font-medium tracking-wide text-slate-300 uppercase sm:text-sm',
  value: 'text-3xl font-black text-white sm:text-5xl',
};

/** Signed out: join or sign in first; everyone: the events. */
function heroLinks(signedIn: boolean): CallToAction[] {
  const explore = {
    to: paths.marathons.href(),
    label: (
      <Trans>
        Explore Events <span aria-hidden="true">→</span>
      </Trans>
    ),
    className:
      'inline-flex items-center justify-center gap-2 rounded-xl px-6 py-3.5 text-base font-semibold text-white underline-offset-4 transition hover:text-rose-300 hover:underline',
  };
  if (signedIn) return [explore];
  return [
    {
      to: paths.register.href(),
      label: <Trans>Register Now</Trans>,
      className:
        'inline-flex items-center justify-center rounded-xl bg-rose-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-rose-900/40 transition hover:bg-rose-500',
    },
    {
      to: paths.login.href(),
      label: <Trans>Sign In</Trans>,
      className:
        'inline-flex items-center justify-center rounded-xl bg-white/10 px-6 py-3.5 text-base font-semibold text-white ring-1 ring-white/25 transition hover:bg-white/20',
    },
    explore,
  ];
}

export function Hero() {
  const { i18n } = useLingui();
  const user = useUser();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden bg-slate-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(225,29,72,0.55),transparent),radial-gradient(40rem_25rem_at_0%_110%,rgba(244,63,94,0.3),transparent)]"
      />
      <RouteLines
        curve="M0 200C240 120 480 220 720 150S1200 60 1440 120"
        gap={30}
        viewBox="0 0 1440 220"
        preserveAspectRatio="none"
        className="absolute inset-x-0 bottom-0 -z-10 h-40 w-full text-white/5 sm:h-56"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 sm:py-28 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-rose-100 ring-1 ring-white/15">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-400" />
            <Trans>Race season is open</Trans>
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.05] font-black tracking-tight sm:text-6xl lg:text-7xl"
          >
            <Trans>
              Run Beyond Your <span className="text-rose-500">Limits</span>
            </Trans>
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300 sm:text-xl">
            <Trans>
              Discover world-class marathon events, challenge yourself, and be part of something
              unforgettable.
            </Trans>
          </p>
          <CtaLinks links={heroLinks(Boolean(user))} className="mt-10 flex flex-wrap gap-3" />
        </div>
        <HeroArt />
      </div>
      <div className="border-t border-white/10 bg-white/5">
        <StatList
          stats={counters.map(({ value, label }) => ({ value, label: i18n._(label) }))}
          look={countersLook}
        />
      </div>
    </section>
  );
}

const runners = [
  {
    color: '#fb7185',
    width: 7,
    limbs: [
      'M205 262 196 286 182 298',
      'M196 286 211 298 208 318',
      'M205 262 220 272 232 266',
      'M205 262 190 268 184 256',
    ],
    head: { cx: 210, cy: 250, r: 8 },
  },
  {
    color: '#f8fafc',
    opacity: 0.7,
    width: 5,
    limbs: [
      'M126 332 120 350 110 358',
      'M120 350 131 358 129 372',
      'M126 332 137 339 146 335',
      'M126 332 115 337 110 329',
    ],
    head: { cx: 130, cy: 323, r: 6 },
  },
];

/** One runner of the art: four limbs and a head. */
function Runner({ color, opacity, width, limbs, head }: (typeof runners)[number]) {
  return (
    <>
      <g
        fill="none"
        stroke={color}
        strokeOpacity={opacity}
        strokeWidth={width}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {limbs.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
      <circle {...head} fill={color} fillOpacity={opacity} />
    </>
  );
}

/** A stylised finish line with runners; inline SVG so it needs no request. */
function HeroArt() {
  const { t } = useLingui();
  return (
    <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md lg:block">
      <div className="absolute -inset-6 rounded-[2.5rem] bg-rose-600/20 blur-2xl" />
      <svg viewBox="0 0 400 420" width="400" height="420" className="relative h-auto w-full">
        <rect
          x="0"
          y="0"
          width="400"
          height="420"
          rx="36"
          fill="#0f172a"
          stroke="rgba(255,255,255,0.08)"
        />
        <circle cx="300" cy="100" r="54" fill="#e11d48" opacity="0.9" />
        <path d="M0 250 80 190 150 230 230 160 310 220 400 170V420H0Z" fill="#1e293b" />
        <path d="M0 290 100 250 190 280 290 235 400 270V420H0Z" fill="#334155" />
        <path d="M140 420 190 300h20l50 120Z" fill="#475569" />
        <path
          d="M200 310v14m0 18v20m0 22v26"
          stroke="#f8fafc"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <g stroke="#f8fafc" strokeWidth="3">
          <path d="M70 300V200M330 300V200" />
        </g>
        <rect x="66" y="196" width="268" height="34" rx="6" fill="#f8fafc" />
        <text
          x="200"
          y="220"
          textAnchor="middle"
          fontSize="18"
          fontWeight="900"
          fill="#e11d48"
          fontFamily="system-ui, sans-serif"
          letterSpacing="6"
        >
          {t`FINISH`}
        </text>
        {runners.map((runner) => (
          <Runner key={runner.color} {...runner} />
        ))}
        <g fill="#fda4af">
          <circle cx="90" cy="80" r="3" />
          <circle cx="150" cy="50" r="2" />
          <circle cx="60" cy="140" r="2" />
          <circle cx="360" cy="180" r="2.5" />
        </g>
      </svg>
    </div>
  );
}
