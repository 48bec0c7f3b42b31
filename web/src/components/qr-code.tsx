// A QR code of `text` as an image (a race pass, a bank transfer's EPC code). The QR library loads
// only when one is shown; a grey square holds its place until it is drawn. Drawn at two (or the
// screen's) device pixels per CSS pixel, so a dense phone screen shows sharp modules to a scanner.
import { useEffect, useState } from 'react';

export function QrCode({
  text,
  label,
  size = 220,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const scale = Math.max(2, Math.ceil(window.devicePixelRatio || 1));
    void import('qrcode')
      .then((qr) =>
        qr.toDataURL(text, { margin: 2, width: size * scale, errorCorrectionLevel: 'M' }),
      )
      .then((url) => {
        if (live) setSrc(url);
      });
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? (
    <img src={src} alt={label} width={size} height={size} className="rounded-lg bg-white" />
  ) : (
    <div
      style={{ width: size, height: size }}
      className="animate-pulse rounded-lg bg-slate-200 dark:bg-slate-800"
    />
  );
}
