// Routing errors (a failed loader, a thrown response, a chunk that no longer exists after a deploy)
// render inside the layout, so header and footer stay.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The page's title and line; a thrown response's own status text is shown as it came. */
function describe(error: unknown): { title: MessageDescriptor; text: MessageDescriptor | string } {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) {
      return {
        title: msg`Page Not Found`,
        text: msg`Sorry, the page you're looking for doesn't exist or has been moved.`,
      };
    }
    return { title: msg`Something went wrong`, text: `${error.status} ${error.statusText}`.trim() };
  }
  if (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script/u.test(error.message)
  ) {
    return {
      title: msg`A new version is available`,
      text: msg`Please reload the page to continue.`,
    };
  }
  return {
    title: msg`Something went wrong`,
    text: msg`An unexpected error occurred. Please try again.`,
  };
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { i18n } = useLingui();
  const described = describe(error);
  const title = i18n._(described.title);
  const text = typeof described.text === 'string' ? described.text : i18n._(described.text);
  useDocumentTitle(title);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <div
        aria-hidden="true"
        className="flex h-16 w-16 items-center justify-center rounded-full bg-rose-100 text-3xl font-black text-rose-700 dark:bg-rose-900/40 dark:text-rose-300"
      >
        !
      </div>
      <h1 className="mt-6 text-3xl font-black tracking-tight text-slate-900 dark:text-white">
        {title}
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:border-rose-600 hover:text-rose-700 dark:border-slate-700 dark:text-slate-100"
        >
          <Trans>Reload</Trans>
        </button>
        <Link
          to={paths.home.href()}
          className="rounded-lg bg-rose-600 px-5 py-2.5 font-semibold text-white hover:bg-rose-700"
        >
          <Trans>Go to Homepage</Trans>
        </Link>
      </div>
    </section>
  );
}
