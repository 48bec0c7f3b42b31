// Placeholder until this screen is built.
import { useDocumentTitle } from '@/lib/use-document-title';

export function Component() {
  useDocumentTitle('About');
  return <h1 className="p-8 text-2xl font-bold">About</h1>;
}
