// /unsubscribe?token=: a news mail's link (docs/messages.md). Nothing happens on opening it (mail
// scanners open links): the person presses the button, which sends POST /unsubscribe. No sign-in.
import { Trans, useLingui } from '@lingui/react/macro';
import { routes } from '@run/contract/http/routes';

import { Button } from '@/components/ui/button';
import { NarrowPage } from '@/components/ui/narrow-page';
import { api, ApiError } from '@/lib/api-client';
import { useApiWrite } from '@/lib/api-query';
import { REFUSAL_WORDS } from '@/lib/i18n/refusal-words';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLinkToken } from '@/lib/use-link-token';

export function Component() {
  const { i18n, t } = useLingui();
  const title = t`Unsubscribe from news`;
  useDocumentTitle(title);
  const token = useLinkToken();
  const write = useApiWrite((body: { token: string }) => api(routes.unsubscribe, { body }));
  const done = write.data;
  const raceTitle = done?.raceTitle ?? null;
  return (
    <NarrowPage
      look="notice"
      title={title}
      intro={t`Stop the organisers’ news to the address this link was sent to. Messages about your entries still reach you.`}
    >
      {token === '' ? (
        // A link cut short: the same words the API gives a bad token.
        <p role="alert" className="mt-6 font-semibold text-red-700 dark:text-red-400">
          {i18n._(REFUSAL_WORDS.unsubscribe_link_invalid)}
        </p>
      ) : done ? (
        <p role="status" className="mt-6 text-lg text-slate-800 dark:text-slate-100">
          {raceTitle === null ? (
            <Trans>
              Done. You will get no more news from these organisers. Messages about your entries
              still reach you.
            </Trans>
          ) : (
            <Trans>
              Done. You will get no more news from the organisers of {raceTitle}. Messages about
              your entries still reach you.
            </Trans>
          )}
        </p>
      ) : (
        <div className="mt-6">
          <Button
            busy={write.isPending}
            busyText={t`Unsubscribing…`}
            onClick={() => write.mutate({ token })}
          >
            <Trans>Unsubscribe</Trans>
          </Button>
          {write.isError ? (
            // Kept on the page (not a popup that fades): the one thing this page has to say.
            <p role="alert" className="mt-4 font-semibold text-red-700 dark:text-red-400">
              {write.error instanceof ApiError
                ? write.error.message
                : t`You could not be unsubscribed. Try again.`}
            </p>
          ) : null}
        </div>
      )}
    </NarrowPage>
  );
}
