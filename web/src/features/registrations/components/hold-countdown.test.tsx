// @vitest-environment jsdom
// The Pay step's countdown: shown every second, announced once a minute, and the end told once.
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { withFakeClock } from '@/lib/fake-clock.test-support';
import { i18n } from '@/lib/i18n';

import { HoldCountdown } from './hold-countdown';

describe('the hold’s countdown', () => {
  withFakeClock('2026-11-26T10:00:00.000Z', { cleanUp: cleanup });

  it('counts down each second, speaks once a minute, and tells the step when the hold runs out', () => {
    const onExpired = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <HoldCountdown dueAt="2026-11-26T10:01:02.000Z" onExpired={onExpired} />
      </I18nProvider>,
    );
    expect(screen.getByTestId('hold-countdown').textContent).toBe('Held for 1:02');
    const spoken = screen.getByRole('status');
    expect(spoken.textContent).toBe('Your place is held for 2 more minutes.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('hold-countdown').textContent).toBe('Held for 1:01');
    expect(spoken.textContent).toBe('Your place is held for 2 more minutes.');
    // A tick a second, each scheduled once the last one is drawn.
    act(() => vi.advanceTimersByTime(1000));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('hold-countdown').textContent).toBe('Held for 0:59');
    expect(spoken.textContent).toBe('Your place is held for less than a minute.');
    expect(onExpired).not.toHaveBeenCalled();
    for (let i = 0; i < 60; i += 1) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('hold-countdown').textContent).toBe('Held for 0:00');
    expect(onExpired).toHaveBeenCalledOnce();
  });
});
