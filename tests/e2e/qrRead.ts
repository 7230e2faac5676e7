/** QR codes read back in Node with zxing-wasm's reader, from the wasm in node_modules (never a CDN). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
let ready: Promise<unknown> | undefined;

function prepare(): Promise<unknown> {
  return (ready ??= readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((bytes) =>
    prepareZXingModule({
      overrides: {
        wasmBinary: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
      },
      fireImmediately: true,
    }),
  ));
}

/** The texts of the QR codes in a PNG (a screenshot). */
export async function readQrCodes(png: Uint8Array): Promise<string[]> {
  await prepare();
  const results = await readBarcodes(png, { formats: ['QRCode'], tryHarder: true });
  return results.filter((r) => r.isValid).map((r) => r.text);
}
