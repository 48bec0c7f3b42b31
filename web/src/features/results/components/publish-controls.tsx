// Publishing one distance's stored results: preliminary (public, places may change) or official
// (public, and every finisher is mailed their result, once per import), after a confirmation. Before
// the race (this distance) has started the buttons are disabled with the reason beside them, as the
// API would refuse (409); the API's sentence is still shown if it comes (a clock ahead of the server's).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { PUBLISH_AFTER_START } from '@run/contract/domain/race-start';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { showErrorPopup, showPopup } from '@/components/ui/popup';

import { usePublishResults, type PublishState } from '../api/publish-results';

const DONE: Record<PublishState, MessageDescriptor> = {
  preliminary: msg`The results are public as preliminary: places may still change.`,
  official: msg`The results are official. Every finisher is being mailed their result.`,
};

export function PublishControls({
  marathonId,
  distance,
  notBefore,
}: {
  marathonId: string;
  distance: { id: string; name: string; state: string };
  /** When it has not started yet: its start as words ("Sun 11 Apr 2027, 07:30 America/Chicago"). */
  notBefore: string | null;
}) {
  const { i18n, t } = useLingui();
  const write = usePublishResults(marathonId);
  const [asking, setAsking] = useState<PublishState | null>(null);
  const reasonId = useId();
  const early = notBefore !== null;
  const { name } = distance;
  const publish = (state: PublishState) =>
    write.mutate(
      { distanceId: distance.id, state },
      {
        onSuccess: () => {
          setAsking(null);
          showPopup({ icon: 'success', title: t`Results published`, text: i18n._(DONE[state]) });
        },
        onError: (error) => showErrorPopup(error, t`The results could not be published.`),
      },
    );
  const describedBy = early ? reasonId : undefined;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        aria-label={t`Publish ${name} results as preliminary`}
        aria-describedby={describedBy}
        disabled={early || write.isPending || distance.state === 'preliminary'}
        onClick={() => setAsking('preliminary')}
      >
        <Trans>Publish as preliminary</Trans>
      </Button>
      <Button
        size="sm"
        aria-label={t`Publish ${name} results as official`}
        aria-describedby={describedBy}
        disabled={early || write.isPending}
        onClick={() => setAsking('official')}
      >
        <Trans>Publish as official</Trans>
      </Button>
      {early ? (
        <p id={reasonId} className="w-full text-sm text-slate-600 dark:text-slate-300">
          {/* The contract's sentence, the API's own words (English yet: docs/languages.md). */}
          {PUBLISH_AFTER_START}{' '}
          <Trans>
            {name} starts {notBefore}.
          </Trans>
        </p>
      ) : null}
      {asking ? (
        <Modal
          open
          title={
            asking === 'official'
              ? t`Publish ${name} results as official?`
              : t`Publish ${name} results as preliminary?`
          }
          onClose={write.isPending ? () => undefined : () => setAsking(null)}
        >
          <p className="text-slate-600 dark:text-slate-300">
            {asking === 'official' ? (
              <Trans>
                Anyone can then see them, and every finisher gets a mail with their time and places
                (once for these results).
              </Trans>
            ) : (
              <Trans>Anyone can then see them, marked preliminary. Nobody is mailed yet.</Trans>
            )}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={write.isPending} onClick={() => setAsking(null)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button
              busy={write.isPending}
              busyText={t`Publishing…`}
              onClick={() => publish(asking)}
            >
              <Trans>Publish</Trans>
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
