// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from '@/lib/auth';
import { renderWithQueries, resetScreens, stubApi, type Answer } from '@/lib/api-stub.test-support';

import { StaffInvitation } from './staff-invitation';

// Who is signed in is each test's own; the SDK side of the auth module is not what they are about.
vi.mock('@/lib/auth', () => import('@/lib/signed-in-auth.test-support'));

const signedIn = (signed: boolean) =>
  vi.mocked(useAuth).mockReturnValue({
    user: signed ? ({ uid: 'u1', email: 'val@example.com' } as never) : null,
    loading: false,
  });

function serve(accept: Answer) {
  return stubApi(({ call }) =>
    call === 'POST /api/marathon/m1/staff/accept'
      ? accept
      : { body: { _id: 'm1', title: 'Harbour Run', distances: [] } },
  );
}

const renderInvitation = () =>
  renderWithQueries(
    <MemoryRouter>
      <StaffInvitation marathonId="m1" token="t-1" />
    </MemoryRouter>,
  );

afterEach(resetScreens);

describe('StaffInvitation', () => {
  it('signed out, leads to the login and back to this link', async () => {
    signedIn(false);
    serve({ body: { role: 'check-in' } });
    renderInvitation();
    expect(
      await screen.findByText('You are invited to help with Harbour Run on race day.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in to accept' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/invite/m1?token=t-1')}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('accepted as co-organiser, names the role and leads to the race console', async () => {
    signedIn(true);
    const sent = serve({ body: { role: 'co-organiser' } });
    const user = renderInvitation();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('You now help with this race as a co-organiser.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the race console' }).getAttribute('href')).toBe(
      '/dashboard/races/m1',
    );
    expect(screen.getByRole('link', { name: 'Races I Help With' })).toBeTruthy();
    expect(sent.find((s) => s.call.endsWith('/staff/accept'))?.body).toEqual({ token: 't-1' });
  });

  it('refused, says the API’s sentence', async () => {
    signedIn(true);
    const gone =
      'This invitation was used, withdrawn or has expired. Ask the organiser for a new one.';
    serve({ status: 410, body: { error: gone } });
    const user = renderInvitation();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(gone);
  });
});
