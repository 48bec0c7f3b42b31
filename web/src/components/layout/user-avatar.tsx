// The signed-in user's photo, or their initials when there is no photo (or it fails to load).
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export function initialsOf(
  name: string | null | undefined,
  email: string | null | undefined,
): string {
  const source = (name ?? '').trim() || (email ?? '').split('@')[0] || '';
  const words = source.split(/[\s._-]+/u).filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : source.slice(0, 2);
  return letters.toUpperCase() || '?';
}

interface UserAvatarProps {
  name: string | null;
  email: string | null;
  photoURL: string | null;
  size?: 'sm' | 'md';
}

export function UserAvatar({ name, email, photoURL, size = 'sm' }: UserAvatarProps) {
  const { t } = useLingui();
  const [failed, setFailed] = useState<string | null>(null);
  const label = name || email || t`Signed-in user`;
  const box = size === 'sm' ? 'h-9 w-9 text-sm' : 'h-11 w-11 text-base';
  const px = size === 'sm' ? 36 : 44;
  if (photoURL && failed !== photoURL) {
    return (
      <img
        src={photoURL}
        alt={label}
        title={label}
        width={px}
        height={px}
        referrerPolicy="no-referrer"
        onError={() => setFailed(photoURL)}
        className={`${box} shrink-0 rounded-full object-cover ring-2 ring-rose-600/70`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-full bg-rose-100 font-bold text-rose-700 ring-2 ring-rose-600/70 dark:bg-rose-900/50 dark:text-rose-200`}
    >
      <span aria-hidden="true">{initialsOf(name, email)}</span>
    </span>
  );
}
