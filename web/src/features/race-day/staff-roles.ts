// How a staff role is named on screen (docs/race-day.md): messages, translated where shown.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '@run/contract/domain/schemas';

export const roleNames: Record<StaffRole, MessageDescriptor> = {
  'co-organiser': msg`Co-organiser`,
  'check-in': msg`Check-in`,
};
