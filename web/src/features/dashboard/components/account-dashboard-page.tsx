// A dashboard screen of the signed-in account's own things: the tab's title, the heading, and what the
// account sees (RequireAuth guarantees a user here; nothing shows in the moment before it is known).
import type { User } from 'firebase/auth';
import type { ReactNode } from 'react';

import { useAuth } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';

import { DashboardPage } from './dashboard-page';

export function AccountDashboardPage({
  documentTitle,
  title,
  intro,
  children,
}: {
  /** The tab's `RUN | <page>`, where it differs from the heading. */
  documentTitle?: string;
  title: string;
  intro: ReactNode;
  children: (user: User) => ReactNode;
}) {
  useDocumentTitle(documentTitle ?? title);
  const { user } = useAuth();
  return (
    <DashboardPage title={title} intro={intro}>
      {user ? children(user) : null}
    </DashboardPage>
  );
}
