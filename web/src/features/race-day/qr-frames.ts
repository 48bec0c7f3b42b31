// Reads a QR code from a playing <video>: the browser's BarcodeDetector where it exists, else jsQR
// (loaded only here, on the check-in screen) on the frame drawn to a canvas.

interface DetectedCode {
  rawValue: string;
}
interface Detector {
  detect(source: HTMLVideoElement): Promise<DetectedCode[]>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

let loading: Promise<FrameReader> | undefined;

/**
 * The reader, made once. The check-in screen asks for it as it opens (PassScanner), while the device
 * is still online: a volunteer who goes offline before the service worker has cached the decoder's
 * chunk still scans. A failed load (offline, nothing cached) is tried again on the next call.
 */
export function frameReader(): Promise<FrameReader> {
  loading ??= makeReader().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function makeReader(): Promise<FrameReader> {
  const Native = (window as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (Native) {
    const detector = new Native({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return (video) => {
    const width = video.videoWidth;
    const height = video.videoHeight;
    if (!context || width === 0 || height === 0) return Promise.resolve(null);
    canvas.width = width;
    canvas.height = height;
    context.drawImage(video, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    return Promise.resolve(
      jsQR(data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null,
    );
  };
}
