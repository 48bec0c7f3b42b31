// 'Forgot password?': Firebase sends its reset email (on the local stack the Auth emulator logs the link).
import { sendPasswordReset } from '@/lib/auth';

export function resetPassword(email: string): Promise<void> {
  return sendPasswordReset(email.trim());
}
