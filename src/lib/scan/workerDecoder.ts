import type { QrDecoder } from './device';
import type { DecodeReply, DecodeRequest, WorkerReply } from './messages';

/** Longest side of the picture handed to the decoder: a QR code filling part of it stays readable. */
const MAX_SIDE = 1024;

/**
 * ZXing in a module worker: decoding a picture takes tens of milliseconds on a phone, and in
 * the page that would stutter the camera picture and the progress. The page only copies the
 * picture out of the video (a canvas) and hands its pixels over (transferred, not copied).
 * Resolves once the worker's wasm has loaded; rejects when the worker's script or its wasm
 * cannot be fetched (a first visit that lost the network before the service worker held
 * them), so the scanner says so instead of waiting for pictures that are never read; and
 * when `signal` aborts (the load took too long), the worker and its hanging fetch end.
 */
export async function workerDecoder(
  video: HTMLVideoElement,
  signal: AbortSignal,
): Promise<QrDecoder> {
  const worker = new Worker(new URL('./zxing.worker.ts', import.meta.url), { type: 'module' });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  let next = 0;
  const waiting = new Map<number, (reply: DecodeReply) => void>();
  let loading: { done(): void; failed(why: string): void } | null = null;
  const loaded = new Promise<void>((done, failed) => {
    loading = { done, failed: (why) => failed(new Error(why)) };
  });
  worker.addEventListener('message', (event: MessageEvent<WorkerReply>) => {
    const reply = event.data;
    if ('loaded' in reply) {
      if (reply.loaded) loading?.done();
      else loading?.failed(reply.error ?? 'wasm');
      return;
    }
    waiting.get(reply.id)?.(reply);
    waiting.delete(reply.id);
  });
  // Before the first answer: the script itself did not load. After it: an error inside.
  worker.addEventListener('error', () => {
    loading?.failed('worker');
    for (const done of waiting.values()) done({ id: -1, texts: [], error: 'worker' });
    waiting.clear();
  });
  const abandon = () => loading?.failed('late');
  signal.addEventListener('abort', abandon, { once: true });
  if (signal.aborted) abandon();
  try {
    await loaded;
  } catch (error) {
    worker.terminate();
    throw error;
  } finally {
    signal.removeEventListener('abort', abandon);
  }
  loading = null;

  return {
    async read() {
      const { videoWidth: width, videoHeight: height } = video;
      if (!context || width === 0 || height === 0) return [];
      const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
      canvas.width = Math.round(width * scale);
      canvas.height = Math.round(height * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      const id = next++;
      const reply = new Promise<DecodeReply>((done) => waiting.set(id, done));
      const request: DecodeRequest = {
        id,
        width: image.width,
        height: image.height,
        pixels: image.data.buffer,
      };
      worker.postMessage(request, [image.data.buffer]);
      const { texts, error } = await reply;
      if (error) throw new Error(error);
      return texts;
    },
    close() {
      worker.terminate();
      waiting.clear();
    },
  };
}
