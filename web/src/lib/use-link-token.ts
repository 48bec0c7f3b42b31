// The token a mailed link carries in its query (`?token=`): a claim, a transfer, a staff invitation,
// an unsubscribe. '' when the link has none (cut short by a mail client, say).
import { useSearchParams } from 'react-router';

export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get('token') ?? '';
}
