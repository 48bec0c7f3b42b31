// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { reportUser } from '@/lib/auth';

import { usePaymentDueOf } from './use-payment-due-of';

afterEach(cleanup);

/** Lets the frames after a paint pass (usePainted waits two animation frames). */
const framesPass = () =>
  act(async () => {
    for (let i = 0; i < 3; i += 1) {
      await new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
      });
    }
  });

describe('usePaymentDueOf', () => {
  it('renders a visitor’s page once: nothing again after the paint or the sign-in state’s first report', async () => {
    let renders = 0;
    function Cards() {
      renders += 1;
      const paymentDueOf = usePaymentDueOf();
      return <p>{paymentDueOf('race-1') === null ? 'no payment due' : 'pay now'}</p>;
    }
    const client = new QueryClient();
    const view = render(
      <QueryClientProvider client={client}>
        <Cards />
      </QueryClientProvider>,
    );
    await framesPass();
    // The Auth SDK's first report for a visitor: signed out, loading over.
    act(() => reportUser(null));
    await framesPass();
    expect(view.getByText('no payment due')).toBeTruthy();
    expect(renders).toBe(1);
    expect(
      client
        .getQueryCache()
        .getAll()
        .every((q) => q.state.fetchStatus === 'idle'),
    ).toBe(true);
  });
});
