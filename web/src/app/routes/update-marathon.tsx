// Placeholder until this screen is built.
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Update Marathon');
  return <h1 className="p-8 text-2xl font-bold">Update Marathon</h1>;
}
