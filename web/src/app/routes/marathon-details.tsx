// Placeholder until this screen is built.
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Marathon Details');
  return <h1 className="p-8 text-2xl font-bold">Marathon Details</h1>;
}
