// Unknown paths (and the footer's /contact, /blog, /faq, /training, /terms) land here.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Page Not Found`);
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <img
        src="/images/not-found.svg"
        alt={t`A runner who took a wrong turn, beside a large 404`}
        width={480}
        height={320}
        className="h-auto w-full max-w-md"
      />
      <h1 className="mt-8 text-3xl font-black tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <Trans>Page Not Found</Trans>
      </h1>
      <p className="mt-4 max-w-md text-lg text-slate-600 dark:text-slate-300">
        <Trans>Sorry, the page you&apos;re looking for doesn&apos;t exist or has been moved.</Trans>
      </p>
      <Link
        to={paths.home.href()}
        className="mt-8 inline-flex items-center gap-2 rounded-lg bg-rose-600 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-rose-700"
      >
        <span aria-hidden="true">←</span>
        <Trans>Go to Homepage</Trans>
      </Link>
    </section>
  );
}
