// /payouts/test-onboarding?account=&return=: the test payout provider's onboarding (docs/payouts.md).
import { useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';

import { TestOnboarding } from '@/features/payouts/components/test-onboarding';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Test onboarding`);
  const [params] = useSearchParams();
  return <TestOnboarding accountId={params.get('account') ?? ''} back={params.get('return')} />;
}
