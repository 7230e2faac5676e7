/// <reference lib="webworker" />
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
// The decoder's wasm is one of the app's own files (precached by the service worker): by
// default zxing-wasm would fetch it from a CDN, which a phone in a mountain hut cannot reach.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { DecodeRequest, WorkerReply } from './messages';

// The page waits for this answer before it starts reading (workerDecoder.ts).
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? wasmUrl : prefix + path,
  },
  // Compile the wasm now, while the camera starts, not on the first picture.
  fireImmediately: true,
}).then(
  () => post({ loaded: true }),
  (error: unknown) => post({ loaded: false, error: String(error) }),
);

self.addEventListener('message', (event: MessageEvent<DecodeRequest>) => {
  const { id, width, height, pixels } = event.data;
  const image = new ImageData(new Uint8ClampedArray(pixels), width, height);
  readBarcodes(image, { formats: ['QRCode'], maxNumberOfSymbols: 1 }).then(
    (results) => post({ id, texts: results.filter((r) => r.isValid).map((r) => r.text) }),
    (error: unknown) => post({ id, texts: [], error: String(error) }),
  );
});

function post(reply: WorkerReply): void {
  self.postMessage(reply);
}
