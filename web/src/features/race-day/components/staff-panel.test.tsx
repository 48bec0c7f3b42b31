// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithQueries, resetScreens, stubApi } from '@/lib/api-stub.test-support';

import { StaffPanel } from './staff-panel';

// The auth module's SDK side is not what these tests are about: a signed-in organiser with a token.
vi.mock('@/lib/auth', () => import('@/lib/signed-in-auth.test-support'));

const member = (staffId: string, email: string, state: 'invited' | 'active') => ({
  staffId,
  email,
  role: 'check-in',
  state,
  acceptedBy: state === 'active' ? { uid: 'u-val', email: 'valerie@example.net' } : null,
  invitedAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-11-27T10:00:00.000Z',
});

/**
 * The race's staff as the server holds them: invitations add to it. (Removal asks in a <dialog>, which
 * jsdom cannot open: e2e/race-day-organiser.spec.ts removes a volunteer in the browser.)
 */
function serveStaff(initial: ReturnType<typeof member>[]) {
  const staff = [...initial];
  return stubApi(({ call, body }) => {
    if (call === 'POST /api/marathon/m1/staff') {
      const { email } = body as { email: string };
      staff.push(member('s-new', email, 'invited'));
      return { status: 201, body: { staffId: 's-new' } };
    }
    return { body: { staff } };
  });
}

const renderPanel = () => renderWithQueries(<StaffPanel marathonId="m1" />);

afterEach(resetScreens);

describe('StaffPanel', () => {
  it('refuses a bad email with the contract’s sentence, sending nothing', async () => {
    const sent = serveStaff([]);
    const user = renderPanel();
    expect(await screen.findByText('No one helps with this race yet.')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(document.activeElement).toBe(email);
    expect(sent.some((s) => s.call.startsWith('POST'))).toBe(false);
  });

  it('invites by email with the chosen role and lists the invitation', async () => {
    const sent = serveStaff([member('s1', 'val@example.com', 'active')]);
    const user = renderPanel();
    const accepted = await screen.findByRole('row', { name: /val@example.com/u });
    // The account that accepted, which may not be the invited address.
    expect(within(accepted).getByText('Accepted by valerie@example.net')).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'co@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Co-organiser');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent to co@example.com.')).toBeTruthy();
    expect(sent.find((s) => s.call === 'POST /api/marathon/m1/staff')?.body).toEqual({
      email: 'co@example.com',
      role: 'co-organiser',
    });
    const invited = await screen.findByRole('row', { name: /co@example.com/u });
    expect(within(invited).getByText(/^Invited, link valid until/u)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('');
  });
});
