// The heading block every dashboard screen starts with.
import type { ReactNode } from 'react';

import { HeadedSection } from '@/components/ui/headed-section';

export function DashboardPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <HeadedSection id="dashboard-title" look="page" title={title} intro={intro}>
      {children}
    </HeadedSection>
  );
}
