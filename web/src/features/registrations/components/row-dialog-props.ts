// The props of every dialog a row of My Apply List opens (pay, invite, defer, transfer, withdraw,
// update): one shape, so the list can hand any of them the same three things.
import type { MyRegistration } from '@run/contract/domain/api-types';

/** What a row's dialog is given: its registration, the runner, and how to close it. */
export interface RowDialogProps {
  registration: MyRegistration;
  uid: string;
  onClose: () => void;
}
