// How a staff role is named on screen (docs/race-day.md).
import type { StaffRole } from '@run/contract/domain/schemas';

export const roleNames: Record<StaffRole, string> = {
  'co-organiser': 'Co-organiser',
  'check-in': 'Check-in',
};
