// Publishing one distance's stored results: preliminary (public, places may change) or official
// (public, and every finisher is mailed their result, once per import), after a confirmation.
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { showErrorPopup, showPopup } from '@/components/ui/popup';

import { usePublishResults, type PublishState } from '../api/publish-results';

const DONE: Record<PublishState, string> = {
  preliminary: 'The results are public as preliminary: places may still change.',
  official: 'The results are official. Every finisher is being mailed their result.',
};

export function PublishControls({
  marathonId,
  distance,
}: {
  marathonId: string;
  distance: { id: string; name: string; state: string };
}) {
  const write = usePublishResults(marathonId);
  const [asking, setAsking] = useState<PublishState | null>(null);
  const publish = (state: PublishState) =>
    write.mutate(
      { distanceId: distance.id, state },
      {
        onSuccess: () => {
          setAsking(null);
          showPopup({ icon: 'success', title: 'Results published', text: DONE[state] });
        },
        onError: (error) => showErrorPopup(error, 'The results could not be published.'),
      },
    );
  return (
    <div className="flex flex-wrap gap-3">
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Publish ${distance.name} results as preliminary`}
        disabled={write.isPending || distance.state === 'preliminary'}
        onClick={() => setAsking('preliminary')}
      >
        Publish as preliminary
      </Button>
      <Button
        size="sm"
        aria-label={`Publish ${distance.name} results as official`}
        disabled={write.isPending}
        onClick={() => setAsking('official')}
      >
        Publish as official
      </Button>
      {asking ? (
        <Modal
          open
          title={`Publish ${distance.name} results as ${asking}?`}
          onClose={write.isPending ? () => undefined : () => setAsking(null)}
        >
          <p className="text-slate-600 dark:text-slate-300">
            {asking === 'official'
              ? 'Anyone can then see them, and every finisher gets a mail with their time and places (once for these results).'
              : 'Anyone can then see them, marked preliminary. Nobody is mailed yet.'}
          </p>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={write.isPending} onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button busy={write.isPending} busyText="Publishing…" onClick={() => publish(asking)}>
              Publish
            </Button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}
