// @vitest-environment jsdom
// The language rule: the stored choice, else the browser's languages by primary subtag, else English;
// <html lang> follows the language shown.
import { afterEach, describe, expect, it, vi } from 'vitest';

import { chooseLanguage, detectLanguage, setCurrentLanguage } from './language';

describe('chooseLanguage', () => {
  it('takes the stored choice over the browser', () => {
    expect(chooseLanguage('fr', ['de-DE', 'en'])).toBe('fr');
  });
  it('takes the first browser language RUN has, by primary subtag', () => {
    expect(chooseLanguage(null, ['it-IT', 'de-AT', 'es'])).toBe('de');
    expect(chooseLanguage(null, ['ES-mx'])).toBe('es');
  });
  it('ignores a stored value that is no language', () => {
    expect(chooseLanguage('klingon', ['fr-CA'])).toBe('fr');
  });
  it('falls back to English', () => {
    expect(chooseLanguage(null, ['it', 'pt-BR'])).toBe('en');
    expect(chooseLanguage(null, [])).toBe('en');
  });
});

describe('in the browser', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('reads localStorage `lang`, else navigator.languages', () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'en']);
    expect(detectLanguage()).toBe('de');
    localStorage.setItem('lang', 'es');
    expect(detectLanguage()).toBe('es');
  });

  it('sets <html lang>', () => {
    setCurrentLanguage('de');
    expect(document.documentElement.lang).toBe('de');
    setCurrentLanguage('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
