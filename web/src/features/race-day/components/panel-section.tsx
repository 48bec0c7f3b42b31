// One part of a race console panel (Bibs, Staff): its heading, a line on what it does, its content.
import type { ReactNode } from 'react';

import { HeadedSection } from '@/components/ui/headed-section';

export function PanelSection({
  id,
  title,
  intro,
  children,
}: {
  /** The heading's id, which names the section (and takes the focus back after a dialog). */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <HeadedSection id={id} look="part" title={title} intro={intro}>
      {children}
    </HeadedSection>
  );
}
