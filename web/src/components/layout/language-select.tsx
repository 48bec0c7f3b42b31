// The language switcher (header menu and footer): a labelled <select>, each language named in itself;
// signed in, the choice is kept on the account too (lib/account-language.tsx).
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { chooseLanguageFor } from '@/lib/account-language';
import { useUid } from '@/lib/auth';
import { LANGUAGE_NAMES, LANGUAGES } from '@/lib/i18n';

/** The control's colours: following the theme (the header's menu), or always on dark (the footer). */
const TONES = {
  theme:
    'border-slate-300 bg-white text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white',
  dark: 'border-slate-600 bg-slate-900 text-white',
} as const;

export function LanguageSelect({
  className = '',
  tone = 'theme',
}: {
  className?: string;
  tone?: keyof typeof TONES;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const uid = useUid();
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) =>
          void chooseLanguageFor(uid, event.target.value as keyof typeof LANGUAGE_NAMES)
        }
        className={`rounded-lg border px-2 py-1.5 ${TONES[tone]}`}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
