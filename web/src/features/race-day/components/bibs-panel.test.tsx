// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithQueries, resetScreens, stubApi, type Answer } from '@/lib/api-stub.test-support';

import { BibsPanel } from './bibs-panel';

// The auth module's SDK side is not what these tests are about: a signed-in organiser with a token.
vi.mock('@/lib/auth', () => import('@/lib/signed-in-auth.test-support'));

const race = {
  _id: 'm1',
  title: 'Harbour Run',
  reservedBibs: [1, 2, 3, 50],
  distances: [
    { id: 'full', name: 'Marathon', bibFrom: 1, bibTo: 500 },
    { id: 'half', name: 'Half Marathon', bibFrom: null, bibTo: null },
  ],
};

const runner = (userId: string, firstName: string, lastName: string, bib: number | null) => ({
  userId,
  firstName,
  lastName,
  bib,
  distanceId: 'full',
  email: `${userId}@example.com`,
  phone: '',
  emergencyContact: '',
  answers: {},
  dateOfBirth: null,
  waiverVersion: null,
  waiverAcceptedAt: null,
  passId: null,
  checkedInAt: null,
  createdAt: '',
  updatedAt: '',
});

/** A server answering each `METHOD /path` from `answers`, in turn when it holds a list. */
function serve(answers: Record<string, Answer | Answer[]>) {
  return stubApi(({ call }) => {
    const listed = answers[call];
    const answer = Array.isArray(listed) && listed.length > 1 ? listed.shift() : listed;
    return (Array.isArray(answer) ? answer[0] : answer) ?? { status: 404, body: { error: call } };
  });
}

const participants = (list: unknown[]) => ({ body: { participants: list, nextCursor: null } });

const renderPanel = () => renderWithQueries(<BibsPanel marathonId="m1" />);

afterEach(resetScreens);

describe('BibsPanel', () => {
  it('shows each distance’s range and the reserved numbers', async () => {
    serve({
      'GET /api/marathon/m1': { body: race },
      'GET /api/marathon/m1/registrations': participants([]),
    });
    renderPanel();
    const ranges = await screen.findByRole('region', { name: 'Bib ranges' });
    expect(within(ranges).getByText('1–500')).toBeTruthy();
    expect(within(ranges).getByText('No range set')).toBeTruthy();
    expect(within(ranges).getByText('1–3, 50')).toBeTruthy();
    expect(await screen.findByText('No one has registered yet.')).toBeTruthy();
  });

  it('starts the job in the chosen order and follows it until it is done', async () => {
    const sent = serve({
      'GET /api/marathon/m1': { body: race },
      'GET /api/marathon/m1/registrations': participants([runner('u1', 'Ada', 'Zimmer', null)]),
      'POST /api/marathon/m1/bibs/assign': { status: 202, body: { jobId: 'j1' } },
      'GET /api/marathon/m1/bibs/assign/j1': [
        { body: { state: 'running', assigned: 1, remaining: 3 } },
        { body: { state: 'done', assigned: 4, remaining: 0 } },
      ],
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('radio', { name: 'Last name' }));
    await user.click(screen.getByRole('button', { name: 'Assign bibs' }));
    expect(await screen.findByText('Assigning bibs: 1 assigned, 3 remaining.')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Bib assignment' }).getAttribute('max')).toBe(
      '4',
    );
    expect(await screen.findByText('Done: 4 bibs assigned.', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent.find((s) => s.call === 'POST /api/marathon/m1/bibs/assign')?.body).toEqual({
      order: 'lastName',
    });
  });

  it('says why the job failed, naming the distance as the server does', async () => {
    serve({
      'GET /api/marathon/m1': { body: race },
      'GET /api/marathon/m1/registrations': participants([]),
      'POST /api/marathon/m1/bibs/assign': { status: 202, body: { jobId: 'j2' } },
      'GET /api/marathon/m1/bibs/assign/j2': {
        body: {
          state: 'failed',
          assigned: 2,
          remaining: 1,
          error: 'Marathon’s bib range 1-2 is too small: 1 runners have no bib.',
        },
      },
    });
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Assign bibs' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Marathon’s bib range 1-2 is too small: 1 runners have no bib. 2 bibs assigned.',
    );
  });

  it('sets a bib by hand, refuses a bad one with the contract’s sentence and a taken one with the API’s', async () => {
    const sent = serve({
      'GET /api/marathon/m1': { body: race },
      'GET /api/marathon/m1/registrations': participants([
        runner('u1', 'Ada', 'Zimmer', 4),
        runner('u2', 'Zoe', 'Aardvark', null),
      ]),
      'PUT /api/marathon/m1/registrations/u2/bib': [
        { status: 409, body: { error: 'Bib 4 is another runner’s.' } },
        { body: { bib: 9 } },
      ],
    });
    const user = renderPanel();
    const field = await screen.findByRole('textbox', { name: 'Bib for Zoe Aardvark' });
    const save = screen.getByRole('button', { name: 'Save bib for Zoe Aardvark' });

    await user.type(field, '4x');
    await user.click(save);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Bib numbers must be whole numbers from 1 to 999,999, or empty'),
    ).toBeTruthy();
    expect(sent.some((s) => s.call.startsWith('PUT'))).toBe(false);

    await user.clear(field);
    await user.type(field, '4');
    await user.click(save);
    expect((await screen.findByRole('alert')).textContent).toBe('Bib 4 is another runner’s.');

    await user.clear(field);
    await user.type(field, '9');
    await user.click(save);
    expect(await screen.findByText('Bib 9 set for Zoe Aardvark.')).toBeTruthy();
    expect(sent.filter((s) => s.call.startsWith('PUT')).map((s) => s.body)).toEqual([
      { bib: 4 },
      { bib: 9 },
    ]);
  });

  it('finds runners by name or bib through the API’s search of the whole race', async () => {
    const ada = runner('u1', 'Ada', 'Zimmer', 4);
    const zoe = runner('u2', 'Zoe', 'Aardvark', null);
    const sent = stubApi(({ call, query }) => {
      if (call === 'GET /api/marathon/m1') return { body: race };
      const q = query.get('q');
      if (q === null) return participants([ada, zoe]);
      return participants(q === '4' ? [ada] : []);
    });
    const user = renderPanel();
    const search = await screen.findByRole('searchbox', { name: 'Find a runner by name or bib' });
    await user.type(search, '4');
    await waitFor(() => expect(sent.some((r) => r.query.get('q') === '4')).toBe(true));
    expect(await screen.findByRole('textbox', { name: 'Bib for Ada Zimmer' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Bib for Zoe Aardvark' })).toBeNull();
    await user.clear(search);
    await user.type(search, 'nobody');
    expect(await screen.findByText('No runner found.')).toBeTruthy();
  });
});
