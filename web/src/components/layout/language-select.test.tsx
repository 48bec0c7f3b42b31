// @vitest-environment jsdom
// The switcher: choosing a language re-renders the page's texts in it at once and remembers it.
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLanguage, i18n } from '@/lib/i18n';

import { LanguageSelect } from './language-select';

afterEach(async () => {
  localStorage.clear();
  await act(() => activateLanguage('en'));
});

describe('LanguageSelect', () => {
  it('re-renders in the chosen language and stores it', async () => {
    render(
      <I18nProvider i18n={i18n}>
        <LanguageSelect />
        <p>
          <Trans>Page Not Found</Trans>
        </p>
      </I18nProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByText('Page Not Found')).toBeTruthy();
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'English',
      'Deutsch',
      'Français',
      'Español',
    ]);

    await userEvent.selectOptions(select, 'de');

    await waitFor(() => expect(screen.getByText('Seite nicht gefunden')).toBeTruthy());
    expect(screen.getByRole('combobox', { name: 'Sprache' })).toBeTruthy();
    expect(localStorage.getItem('lang')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });
});
