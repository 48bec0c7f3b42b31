// A page's one request at a time whose success leaves the page (a test provider's Pay, Decline or
// Complete): which one is under way, for its button's busy state; on a failure a popup says so and
// any of them may be tried again.
import { useState } from 'react';

import { showErrorPopup } from './popup';

export function useOneSend<TChoice extends string>(failure: string) {
  const [sending, setSending] = useState<TChoice | null>(null);
  const send = async (choice: TChoice, request: () => Promise<void>) => {
    setSending(choice);
    try {
      await request();
    } catch (error) {
      showErrorPopup(error, failure);
      setSending(null);
    }
  };
  return { sending, send };
}
