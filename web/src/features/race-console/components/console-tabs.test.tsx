// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n } from '@/lib/i18n';

import { ConsoleTabs, tabFromKey } from './console-tabs';

// No vitest globals, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

const tabs = ['Overview', 'Participants', 'Settings'].map((label) => ({
  id: label.toLowerCase(),
  label,
  panel: () => <p>{label} panel</p>,
}));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: '/race', element: <ConsoleTabs label="Race console" tabs={tabs} /> }],
    { initialEntries: [url] },
  );
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('ConsoleTabs', () => {
  it('opens the tab the URL names, the first one otherwise', () => {
    renderAt('/race?tab=settings');
    expect(screen.getByRole('tab', { name: 'Settings', selected: true })).toBeTruthy();
    expect(screen.getByRole('tabpanel', { name: 'Settings' }).textContent).toBe('Settings panel');
    cleanup();

    renderAt('/race?tab=nonsense');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toBeTruthy();
  });

  it('moves with the arrow keys, wrapping around, and puts the tab in the URL', async () => {
    const router = renderAt('/race');
    const overview = screen.getByRole('tab', { name: 'Overview' });
    fireEvent.keyDown(overview, { key: 'ArrowLeft' });
    const settings = await screen.findByRole('tab', { name: 'Settings', selected: true });
    expect(document.activeElement).toBe(settings);
    expect(router.state.location.search).toBe('?tab=settings');
    // One tab stop: the open tab.
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);

    fireEvent.click(screen.getByRole('tab', { name: 'Participants' }));
    expect((await screen.findByRole('tabpanel')).textContent).toBe('Participants panel');
  });
});

describe('tabFromKey', () => {
  it('goes to the next, previous, first and last tab', () => {
    expect(tabFromKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabFromKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabFromKey('Home', 2, 3)).toBe(0);
    expect(tabFromKey('End', 0, 3)).toBe(2);
    expect(tabFromKey('Enter', 0, 3)).toBeNull();
  });
});
