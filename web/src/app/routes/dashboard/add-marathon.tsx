// Placeholder until this screen is built.
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('Add Marathon');
  return <h1 className="p-8 text-2xl font-bold">Add Marathon</h1>;
}
