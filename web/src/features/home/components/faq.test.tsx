// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n } from '@/lib/i18n';

import { Faq } from './faq';

const renderFaq = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Faq />
    </I18nProvider>,
  );

// No vitest globals, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

describe('Faq', () => {
  it('keeps one answer open and closes the open one when it is clicked again', () => {
    renderFaq();
    const first = screen.getByRole('button', { name: 'How do I register for a marathon?' });
    const payment = screen.getByRole('button', { name: 'What payment methods are accepted?' });
    expect(first.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(payment);
    expect(payment.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-expanded')).toBe('false');
    const answer = document.getElementById(payment.getAttribute('aria-controls') ?? '');
    expect(answer?.hidden).toBe(false);
    expect(answer?.textContent).toContain('PayPal or bank transfer');

    fireEvent.click(payment);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('gives the spec’s answers on refunds and the apply list', () => {
    renderFaq();
    const text = document.body.textContent ?? '';
    expect(text).toContain('full refund up to 30 days');
    expect(text).toContain('partial refund up to 14 days');
    expect(text).toContain("'My Apply List'");
    expect(text).toContain("'Add Marathon'");
  });
});
