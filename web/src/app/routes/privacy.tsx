// Privacy Policy: what the site keeps about runners and who sees it (config/site.ts).
import { useLingui } from '@lingui/react/macro';

import { privacy } from '@/config/site';
import { LegalPage } from '@/features/site-pages/components/legal-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  const { t } = useLingui();
  const title = t`Privacy Policy`;
  useDocumentTitle(title);
  return <LegalPage id="privacy-title" title={title} sections={privacy} />;
}
