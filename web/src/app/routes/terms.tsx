// Terms of Service: the site's terms (config/site.ts).
import { terms } from '@/config/site';
import { LegalPage } from '@/features/site-pages/components/legal-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Terms of Service');
  return <LegalPage id="terms-title" title="Terms of Service" sections={terms} />;
}
