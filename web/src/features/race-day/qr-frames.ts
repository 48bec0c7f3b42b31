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

export async function frameReader(): Promise<FrameReader> {
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
