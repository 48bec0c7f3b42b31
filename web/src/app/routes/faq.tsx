// FAQs: the home page's questions as a page of their own.
import { Faq } from '@/features/home/components/faq';
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('FAQs');
  return <Faq level={1} />;
}
