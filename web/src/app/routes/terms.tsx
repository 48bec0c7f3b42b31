// Terms of Service: the site's terms (config/site.ts).
import { useLingui } from '@lingui/react/macro';

import { terms } from '@/config/site';
import { LegalPage } from '@/features/site-pages/components/legal-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  const title = t`Terms of Service`;
  useDocumentTitle(title);
  return <LegalPage id="terms-title" title={title} sections={terms} />;
}
