// Privacy Policy: what the site keeps about runners and who sees it (config/site.ts).
import { privacy } from '@/config/site';
import { LegalPage } from '@/features/site-pages/components/legal-page';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Privacy Policy');
  return <LegalPage id="privacy-title" title="Privacy Policy" sections={privacy} />;
}
