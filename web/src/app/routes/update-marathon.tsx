// /updateMarathon/{id}: the edit form preloaded with the marathon; only its organiser gets the form.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { formCardClasses } from '@/components/ui/card';
import { NarrowPage } from '@/components/ui/narrow-page';
import { Spinner } from '@/components/ui/spinner';
import { StateMessage } from '@/components/ui/state-message';
import { paths } from '@/config/paths';
import {
  ORIGINAL,
  originalMarathonLoader,
  useMarathon,
} from '@/features/marathons/api/get-marathon';
import { useSaveMarathon } from '@/features/marathons/api/use-save-marathon';
import { SaveMarathonForm } from '@/features/marathons/components/save-marathon-form';
import { MarathonRouteError } from '@/features/marathons/components/marathon-route-error';
import { useIsOrganiser } from '@/features/marathons/is-organiser';
import { useDocumentTitle } from '@/lib/use-document-title';

export const loader = originalMarathonLoader;

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Update Marathon`);
  const { id = '' } = useParams();
  const marathon = useMarathon(id, ORIGINAL);
  const organiser = useIsOrganiser(marathon);
  const navigate = useNavigate();
  const saver = useSaveMarathon(id, () => void navigate(paths.marathon.href(id)));

  if (organiser === undefined) return <Spinner />;
  if (!organiser) {
    const { title, createdBy } = marathon;
    return (
      <div className="px-4 py-16">
        <StateMessage
          headingLevel={1}
          title={t`Only the organiser can edit this event`}
          text={t`“${title}” was created by ${createdBy}. You can view it and register, but not change it.`}
        >
          <Link to={paths.marathon.href(id)} className={buttonClasses('primary')}>
            <Trans>View the event</Trans>
          </Link>
        </StateMessage>
      </div>
    );
  }

  return (
    <NarrowPage
      look="form"
      title={t`Update Marathon`}
      intro={t`Capacity is optional: leave it empty for no field limit.`}
    >
      <div className={`mt-8 ${formCardClasses}`}>
        <SaveMarathonForm
          marathon={marathon}
          saver={saver}
          submitLabel={t`Update Marathon`}
          onCancel={() => void navigate(paths.marathon.href(id))}
        />
      </div>
    </NarrowPage>
  );
}

export const ErrorBoundary = MarathonRouteError;
