// /description: the spec's placeholder page, made into a friendly pointer to the real content.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { Eyebrow } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Description`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <Eyebrow>
        <Trans>Description</Trans>
      </Eyebrow>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        <Trans>Event descriptions live with each event</Trans>
      </h1>
      <p className="mt-4 text-slate-600 dark:text-slate-300">
        <Trans>
          This page is a placeholder. Open any marathon to read its description, registration period
          and details, or add your own event from the dashboard.
        </Trans>
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to={paths.marathons.href()} className={buttonClasses('primary', 'lg')}>
          <Trans>Browse marathons</Trans>
        </Link>
        <Link to={paths.dashboard.href()} className={buttonClasses('secondary', 'lg')}>
          <Trans>Go to Dashboard</Trans>
        </Link>
      </div>
    </div>
  );
}
