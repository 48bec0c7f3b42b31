// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LiveDoc, type Live } from './live-doc';
import type { ListenerProps } from './live-sdk';

// The live chunk stands in for Firestore: it reports the document's path as its data, or fails as
// reactfire does (thrown during render) for a path named `refused/...`.
vi.mock('./live-sdk', () => ({
  default: function FakeListener({ path, onChange }: ListenerProps) {
    if (path.startsWith('refused/')) throw new Error('Missing or insufficient permissions.');
    useEffect(() => onChange({ status: 'success', data: { path } }), [path, onChange]);
    return null;
  },
}));

afterEach(cleanup);

function shown(live: Live<{ path: string }>): string {
  return live.status === 'success' ? `data of ${live.data?.path ?? 'nothing'}` : live.status;
}

describe('<LiveDoc>', () => {
  it('gives its children the document as the listener reports it', async () => {
    render(<LiveDoc<{ path: string }> path="boards/finish">{(live) => shown(live)}</LiveDoc>);
    expect(await screen.findByText('data of boards/finish')).toBeTruthy();
  });

  it('listens to nothing without a path: its children stay with loading', () => {
    render(<LiveDoc<{ path: string }> path={null}>{(live) => shown(live)}</LiveDoc>);
    expect(screen.getByText('loading')).toBeTruthy();
  });

  it('reports a listener that fails as an error, keeping the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Board</h1>
        <LiveDoc<{ path: string }> path="refused/doc">{(live) => shown(live)}</LiveDoc>
      </main>,
    );
    expect(await screen.findByText('error')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Board' })).toBeTruthy();
  });
});
