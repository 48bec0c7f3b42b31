// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithQueries, resetScreens, stubApi } from '@/lib/api-stub.test-support';

import { ApiKeysPanel } from './api-keys-panel';

// The auth module's SDK side is not what these tests are about: a signed-in organiser with a token.
vi.mock('@/lib/auth', () => import('@/lib/signed-in-auth.test-support'));

const KEY = `rk_0123456789abcdef_${'s'.repeat(43)}`;

const record = (keyId: string, name: string, lastUsedAt: string | null) => ({
  keyId,
  name,
  scopes: ['results:write', 'participants:read'],
  createdAt: '2026-11-20T10:00:00.000Z',
  createdBy: { uid: 'u-co', email: 'co@example.com' },
  lastUsedAt,
});

/** The race's keys as the server holds them: a new key joins the list without its secret. */
function serveKeys(initial: ReturnType<typeof record>[]) {
  const keys = [...initial];
  return stubApi(({ call, body }) => {
    if (call === 'POST /api/marathon/m1/api-keys') {
      const { name } = body as { name: string };
      const made = record('0123456789abcdef', name, null);
      keys.unshift(made);
      return { status: 201, body: { ...made, key: KEY } };
    }
    return { body: { keys } };
  });
}

afterEach(resetScreens);

describe('ApiKeysPanel', () => {
  it('lists each key with its maker and last use, never the key itself', async () => {
    serveKeys([
      record('aaaaaaaaaaaaaaaa', 'Timer A', null),
      record('bbbbbbbbbbbbbbbb', 'Timer B', '2026-11-21T08:30:00.000Z'),
    ]);
    renderWithQueries(<ApiKeysPanel marathonId="m1" />);
    const unused = await screen.findByRole('row', { name: /Timer A/u });
    expect(within(unused).getByText('Never')).toBeTruthy();
    const used = screen.getByRole('row', { name: /Timer B/u });
    expect(within(used).getByText(/November 21, 2026/u)).toBeTruthy();
    // Each key names its maker: a co-organiser's keys go when they leave the staff.
    expect(within(used).getByText('co@example.com')).toBeTruthy();
  });

  it('makes a key with the ticked scopes and shows it once, with a warning and a copy button', async () => {
    const sent = serveKeys([]);
    const user = renderWithQueries(<ApiKeysPanel marathonId="m1" />);
    expect(await screen.findByText('This race has no API keys.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Finish line');
    await user.click(
      screen.getByRole('checkbox', { name: 'Read the start list (no contact data)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Make key' }));
    expect(await screen.findByText(KEY)).toBeTruthy();
    expect(
      screen.getByText('Copy the key for “Finish line” now: it is shown only this once.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy key' })).toBeTruthy();
    expect(sent.find((s) => s.call === 'POST /api/marathon/m1/api-keys')?.body).toEqual({
      name: 'Finish line',
      scopes: ['results:write'],
    });
    const row = await screen.findByRole('row', { name: /Finish line/u });
    expect(within(row).queryByText(KEY)).toBeNull();
  });

  it('refuses a key with no scope with the contract’s sentence, sending nothing', async () => {
    const sent = serveKeys([]);
    const user = renderWithQueries(<ApiKeysPanel marathonId="m1" />);
    await screen.findByText('This race has no API keys.');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Nothing');
    await user.click(screen.getByRole('checkbox', { name: 'Push results' }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Read the start list (no contact data)' }),
    );
    await user.click(screen.getByRole('button', { name: 'Make key' }));
    expect(await screen.findByText('Give the key at least one scope')).toBeTruthy();
    expect(sent.some((s) => s.call.startsWith('POST'))).toBe(false);
  });
});
