// FAQs: the home page's questions as a page of their own.
import { useLingui } from '@lingui/react/macro';

import { Faq } from '@/features/home/components/faq';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`FAQs`);
  return <Faq level={1} />;
}
