// Logout from the header. The Firebase SDK arrives by dynamic import so the header never pulls it
// into the first paint (it is already loaded whenever someone is signed in).
import { showPopup } from '@/components/ui/popup';

export async function logout(): Promise<void> {
  try {
    const { signOutUser } = await import('@/lib/auth-actions');
    await signOutUser();
    showPopup({
      icon: 'success',
      title: 'Logged Out Successfully',
      text: 'You have been signed out',
    });
  } catch (error) {
    // SPEC.md section 4: a logout failure is only logged.
    console.error('Logout failed', error);
  }
}
