// A QR code of `text` as an image (a race pass, a bank transfer's EPC code). The QR library loads
// only when one is shown; a grey square holds its place until it is drawn.
import { useEffect, useState } from 'react';

export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((qr) => qr.toDataURL(text, { margin: 2, width: 220, errorCorrectionLevel: 'M' }))
      .then((url) => {
        if (live) setSrc(url);
      });
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img src={src} alt={label} width={220} height={220} className="rounded-lg bg-white" />
  ) : (
    <div className="h-[220px] w-[220px] animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800" />
  );
}
