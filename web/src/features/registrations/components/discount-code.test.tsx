// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { renderWithQueries, resetScreens, stubApi } from '@/lib/api-stub.test-support';

import { DiscountCode, useDiscountCode } from './discount-code';

const QUOTE = {
  distanceId: 'd1',
  tier: { label: 'Early bird', until: null },
  amount: 4500,
  fee: 0,
  total: 4500,
  currency: 'USD',
  code: null,
  discount: 0,
};

/** The race's quote: CLUB-10 takes 10 % off; any other code does not exist. */
function serveQuotes() {
  return stubApi(({ query }) => {
    const code = query.get('code');
    if (!code) return { body: QUOTE };
    if (code !== 'CLUB-10') return { status: 409, body: { error: 'This code does not exist.' } };
    return { body: { ...QUOTE, code, discount: 450, total: 4050 } };
  });
}

function Checkout() {
  return <DiscountCode raceId="m1" distanceId="d1" state={useDiscountCode()} />;
}

afterEach(resetScreens);

describe('the checkout’s discount code', () => {
  it('shows the total, then the new one with what the code takes off', async () => {
    const sent = serveQuotes();
    const user = renderWithQueries(<Checkout />);
    const total = await screen.findByTestId('checkout-total');
    expect(total.textContent).toBe('$45.00');
    await user.type(screen.getByRole('textbox', { name: /^Discount code/u }), 'club-10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code CLUB-10')).toBeTruthy();
    expect(screen.getByText('−$4.50')).toBeTruthy();
    expect(screen.getByTestId('checkout-total').textContent).toBe('was $45.00$40.50');
    // The code is sent as the contract reads it: trimmed and upper case.
    expect(sent.map((s) => s.query.get('code'))).toContain('CLUB-10');
  });

  it('puts a refused code’s sentence on the field and keeps the total', async () => {
    serveQuotes();
    const user = renderWithQueries(<Checkout />);
    await screen.findByTestId('checkout-total');
    const field = screen.getByRole('textbox', { name: /^Discount code/u });
    await user.type(field, 'NOPE-1{Enter}');
    expect(await screen.findByText('This code does not exist.')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('checkout-total').textContent).toBe('$45.00');
  });

  it('tells what cannot be a code without asking the server', async () => {
    const sent = serveQuotes();
    const user = renderWithQueries(<Checkout />);
    await screen.findByTestId('checkout-total');
    await user.type(screen.getByRole('textbox', { name: /^Discount code/u }), 'ab!{Enter}');
    expect(await screen.findByText('Code must be 4 to 32 letters, digits or hyphens')).toBeTruthy();
    expect(sent.some((s) => s.query.has('code'))).toBe(false);
  });
});
