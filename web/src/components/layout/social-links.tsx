// The spec's social links go nowhere yet, so they are honest buttons that say so instead of dead links.
import { useLingui } from '@lingui/react/macro';

import { LineIcon } from '@/components/ui/line-icon';
import { showPopup } from '@/components/ui/popup';

const networks = [
  {
    name: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.4.2-.5.5-.5Z',
  },
  {
    name: 'Instagram',
    path: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
  },
  {
    name: 'X',
    path: 'M4 4l16 16M20 4 4 20',
  },
  {
    name: 'YouTube',
    path: 'M3 8.5C3 6.6 4.6 5 6.5 5h11C19.4 5 21 6.6 21 8.5v7c0 1.9-1.6 3.5-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5v-7ZM10 9v6l5-3-5-3Z',
  },
] as const;

export function SocialLinks() {
  const { t } = useLingui();
  return (
    <ul className="flex gap-3" aria-label={t`Social media (coming soon)`}>
      {networks.map(({ name, path }) => (
        <li key={name}>
          <button
            type="button"
            aria-label={t`${name} (coming soon)`}
            title={t`${name}: coming soon`}
            onClick={() =>
              showPopup({
                icon: 'info',
                title: t`Coming soon`,
                text: t`RUN on ${name} is on its way. Stay tuned!`,
              })
            }
            className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-slate-800 text-slate-300 transition hover:bg-rose-600 hover:text-white"
          >
            <LineIcon d={path} className="h-5 w-5" strokeWidth="1.8" />
          </button>
        </li>
      ))}
    </ul>
  );
}
