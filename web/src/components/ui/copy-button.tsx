// A button that puts a text on the clipboard (an API key, a referral link) and says so: its label
// turns to "Copied", and a screen reader hears `copiedNote`.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { Button, type ButtonSize } from './button';

interface CopyButtonProps {
  text: string;
  /** The button's visible words before the copy, e.g. "Copy key". */
  label: string;
  /** What a screen reader hears once the text is on the clipboard. */
  copiedNote: string;
  /** A fuller name for the button when its words alone say too little. */
  ariaLabel?: string;
  size?: ButtonSize;
}

export function CopyButton({ text, label, copiedNote, ariaLabel, size }: CopyButtonProps) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  // A refused clipboard (no permission) leaves the button as it was: the text stays on screen.
  const copy = () =>
    void navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <Button variant="secondary" size={size} aria-label={ariaLabel} onClick={copy}>
        {copied ? t`Copied` : label}
      </Button>
      <span role="status" className="sr-only">
        {copied ? copiedNote : ''}
      </span>
    </>
  );
}
