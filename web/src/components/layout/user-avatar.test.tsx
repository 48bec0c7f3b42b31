// @vitest-environment jsdom
import { I18nProvider } from '@lingui/react';
import { cleanup, render as renderPlain, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { i18n } from '@/lib/i18n';

import { initialsOf, UserAvatar } from './user-avatar';

// No vitest globals, so Testing Library cannot unmount by itself between tests.
afterEach(cleanup);

/** In the app's language (English, as it starts). */
const render = (ui: ReactNode) => renderPlain(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

describe('initialsOf', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(initialsOf('Grace Brewster Hopper', 'g@x.test')).toBe('GB');
  });
  it('falls back to the email when there is no name', () => {
    expect(initialsOf(null, 'ada.lovelace@x.test')).toBe('AL');
    expect(initialsOf('', 'runner@x.test')).toBe('RU');
  });
  it('never returns an empty string', () => {
    expect(initialsOf(null, null)).toBe('?');
  });
});

describe('UserAvatar', () => {
  it('shows initials, named for screen readers, when there is no photo', () => {
    render(<UserAvatar name="Ada Lovelace" email="ada@x.test" photoURL={null} />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar.textContent).toBe('AL');
  });
  it('shows the photo with width and height when there is one', () => {
    render(
      <UserAvatar name="Ada Lovelace" email="ada@x.test" photoURL="https://example.com/ada.png" />,
    );
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(avatar.getAttribute('src')).toBe('https://example.com/ada.png');
    expect(avatar.getAttribute('width')).toBe('36');
  });
});
