// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useAuth } from '@/lib/auth';
import { renderWithQueries, resetScreens, stubApi } from '@/lib/api-stub.test-support';

import { arrivingPassOf } from '../pass-hand-off';
import { PassLink } from './pass-link';

// Who is signed in is each test's own; the SDK side of the auth module is not what they are about.
vi.mock('@/lib/auth', () => import('@/lib/signed-in-auth.test-support'));

const signedInAs = (uid: string | null) =>
  vi.mocked(useAuth).mockReturnValue({
    user: uid ? ({ uid, email: `${uid}@example.com` } as never) : null,
    loading: false,
  });

/** The check-in screen's stand-in: which pass it was handed. */
function Desk() {
  const pass = arrivingPassOf(useLocation().state);
  const text = pass === null ? '' : 'passId' in pass ? pass.passId : `group ${pass.groupPassId}`;
  return <p>Desk with pass {text}</p>;
}

function renderPassLink(
  staffRaceIds: string[] = [],
  pass: { passId: string } | { groupPassId: string } = { passId: 'p-1' },
  shiftCaptain: boolean | null = false,
) {
  stubApi(({ call }) =>
    call.startsWith('GET /api/my-staff-races/')
      ? { body: staffRaceIds.map((_id) => ({ role: 'check-in', marathon: { _id } })) }
      : { body: { _id: 'm1', title: 'Harbour Run', createdByUid: 'org', distances: [] } },
  );
  return renderWithQueries(
    <MemoryRouter initialEntries={['/check-in/m1']}>
      <Routes>
        <Route
          path="/check-in/:id"
          element={<PassLink marathonId="m1" pass={pass} shiftCaptain={shiftCaptain} />}
        />
        <Route path="/dashboard/races/:id/check-in" element={<Desk />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(resetScreens);

describe('PassLink', () => {
  it('hands the pass to the check-in screen for the organiser and the race staff', async () => {
    signedInAs('org');
    renderPassLink();
    expect(await screen.findByText('Desk with pass p-1')).toBeTruthy();
    resetScreens();
    signedInAs('val');
    renderPassLink(['m1']);
    expect(await screen.findByText('Desk with pass p-1')).toBeTruthy();
  });

  it('hands the pass to a shift’s captain too, once that is known', async () => {
    signedInAs('captain');
    renderPassLink([], { passId: 'v-1' }, null);
    expect(await screen.findByText('Opening the race pass')).toBeTruthy();
    expect(screen.queryByText(/^Desk with pass/u)).toBeNull();
    resetScreens();
    signedInAs('captain');
    renderPassLink([], { passId: 'v-1' }, true);
    expect(await screen.findByText('Desk with pass v-1')).toBeTruthy();
  });

  it('hands an order’s group pass over the same way', async () => {
    signedInAs('org');
    renderPassLink([], { groupPassId: 'g-9' });
    expect(await screen.findByText('Desk with pass group g-9')).toBeTruthy();
  });

  it('explains the pass to anyone else, with the way to their own apply list', async () => {
    signedInAs('runner');
    renderPassLink(['another-race']);
    expect(
      await screen.findByRole('heading', {
        name: 'This is a race pass: show it at packet pick-up',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Apply List' }).getAttribute('href')).toBe(
      '/dashboard/applied-marathons',
    );
  });

  it('signed out, explains the pass and offers the race staff a login back to it', async () => {
    signedInAs(null);
    renderPassLink();
    expect(
      await screen.findByRole('heading', {
        name: 'This is a race pass: show it at packet pick-up',
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Race staff: log in to check in' }).getAttribute('href'),
    ).toBe(`/login?next=${encodeURIComponent('/check-in/m1?pass=p-1')}`);
  });

  it('signed out, shows the pass’s own QR code, so a runner without an account can show it', async () => {
    signedInAs(null);
    renderPassLink();
    const qr = await screen.findByRole('img', {
      name: 'Race pass QR code: show it at packet pick-up',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/u);
  });
});
