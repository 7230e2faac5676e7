import type { QrDecoder } from './device';
import { untilLoaded } from '../loading';

export type { QrDecoder } from './device';

/** The Shape Detection API's BarcodeDetector (not in TypeScript's DOM types yet). */
interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * The browser's own BarcodeDetector where it reads QR codes (Chrome on Android), else the
 * bundled ZXing decoder in a worker (iOS Safari, desktop Linux Chromium, Firefox).
 */
export async function openDecoder(
  video: HTMLVideoElement,
  signal: AbortSignal,
): Promise<QrDecoder> {
  const native = await nativeDecoder(video);
  if (native) return native;
  const { workerDecoder } = await untilLoaded(() => import('./workerDecoder'));
  return workerDecoder(video, signal);
}

async function nativeDecoder(video: HTMLVideoElement): Promise<QrDecoder | null> {
  const Barcode = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (!Barcode) return null;
  try {
    if (!(await Barcode.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Barcode({ formats: ['qr_code'] });
    return {
      async read() {
        if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return [];
        return (await detector.detect(video)).map((code) => code.rawValue);
      },
      close() {},
    };
  } catch {
    return null;
  }
}
