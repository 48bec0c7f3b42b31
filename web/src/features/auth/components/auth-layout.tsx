// The frame of Login and Register: a form card beside a brand panel (hidden on small screens).
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { RouteLines } from '@/components/ui/route-lines';

interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
  asideTitle: string;
  asideText: string;
  /** The way to the other form, under the card's content: "Already have an account? Login". */
  switchTo: { question: string; label: string; href: string };
}

export function AuthLayout({
  title,
  subtitle,
  children,
  asideTitle,
  asideText,
  switchTo,
}: AuthLayoutProps) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-2 lg:items-stretch lg:px-8">
      <div
        aria-hidden="true"
        className="relative hidden overflow-hidden rounded-3xl bg-slate-950 p-10 text-white lg:flex lg:flex-col lg:justify-end"
      >
        <div className="absolute inset-0 bg-[radial-gradient(30rem_20rem_at_80%_0%,rgba(225,29,72,0.6),transparent),radial-gradient(25rem_20rem_at_0%_100%,rgba(244,63,94,0.35),transparent)]" />
        <RouteLines
          curve="M0 180C80 120 160 190 240 130S360 40 400 70"
          gap={30}
          viewBox="0 0 400 200"
          className="absolute top-10 right-6 left-6 h-auto text-white/10"
        />
        <div className="relative">
          <p className="text-4xl leading-tight font-black">{asideTitle}</p>
          <p className="mt-4 max-w-sm text-lg text-slate-300">{asideText}</p>
        </div>
      </div>
      <div className="flex items-center justify-center">
        <div className="w-full max-w-md rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-200/50 sm:p-10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
          <h1 className="text-3xl font-black tracking-tight text-slate-900 dark:text-white">
            {title}
          </h1>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{subtitle}</p>
          {children}
          <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-300">
            {switchTo.question}{' '}
            <Link
              to={switchTo.href}
              className="font-semibold text-rose-600 underline-offset-4 hover:underline dark:text-rose-400"
            >
              {switchTo.label}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
