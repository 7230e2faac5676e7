/**
 * Raw deflate (RFC 1951) of the game file's bytes: `CompressionStream('deflate-raw')`
 * where the browser has it, else fflate (about 8 KB, loaded only then). Both
 * write and read the same format, so phones of either kind understand each other.
 */

type Direction = 'compress' | 'decompress';

function hasStream(direction: Direction): boolean {
  const Stream =
    direction === 'compress' ? globalThis.CompressionStream : globalThis.DecompressionStream;
  if (typeof Stream !== 'function') return false;
  try {
    new Stream('deflate-raw');
    return true;
  } catch {
    return false; // a browser with the stream but without the raw format (older Safari)
  }
}

async function deflateStream(bytes: Uint8Array): Promise<Uint8Array> {
  const piped = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** What the fallback uses of fflate. */
export type Fflate = Pick<typeof import('fflate'), 'deflateSync' | 'Inflate'>;

/**
 * `forceFallback`: tests check the fallback on a runtime that has the streams.
 * `fflate`: how the fallback's code is loaded. This folder has no network of its own (pure:
 * no DOM, no clock), so the state layer hands in a loader that asks again once the network
 * is back (state/shareCode.ts); this default asks once.
 */
export const deflateOptions = {
  forceFallback: false,
  fflate: (): Promise<Fflate> => import('fflate'),
};

const useStream = (direction: Direction): boolean =>
  !deflateOptions.forceFallback && hasStream(direction);

export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  if (useStream('compress')) return deflateStream(bytes);
  const { deflateSync } = await deflateOptions.fflate();
  return deflateSync(bytes, { level: 9 });
}

/**
 * The most a received game may unpack to: a 1,000-hand game is about 0.2 MB, so this is
 * far beyond any real game and far below what would bring a phone's tab down (a crafted
 * link can inflate a thousandfold).
 */
export const MAX_UNPACKED_BYTES = 16 * 1024 * 1024;

function joined(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

async function inflateStream(bytes: Uint8Array): Promise<Uint8Array | null> {
  const piped = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new DecompressionStream('deflate-raw'));
  const reader = piped.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return joined(chunks, length);
    length += value.length;
    if (length > MAX_UNPACKED_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
}

function inflateFallback({ Inflate }: Fflate, bytes: Uint8Array): Uint8Array | null {
  const chunks: Uint8Array[] = [];
  let length = 0;
  let tooLong = false;
  const inflate = new Inflate((chunk) => {
    length += chunk.length;
    if (length > MAX_UNPACKED_BYTES) tooLong = true;
    else chunks.push(chunk);
  });
  // Small slices: deflate expands at most about a thousandfold, so no slice can
  // unpack to much more than a megabyte before the limit is seen.
  const SLICE = 1024;
  for (let at = 0; at < bytes.length && !tooLong; at += SLICE) {
    inflate.push(bytes.subarray(at, at + SLICE), at + SLICE >= bytes.length);
  }
  if (bytes.length === 0) inflate.push(bytes, true);
  return tooLong ? null : joined(chunks, length);
}

/**
 * The inflated bytes, or null when they are not a whole raw-deflate stream or unpack to too
 * much. The fallback's code is loaded before: where it did not arrive, that is passed on
 * (the network, not a broken code).
 */
export async function inflateRaw(bytes: Uint8Array): Promise<Uint8Array | null> {
  const fflate = useStream('decompress') ? undefined : await deflateOptions.fflate();
  try {
    return fflate ? inflateFallback(fflate, bytes) : await inflateStream(bytes);
  } catch {
    return null;
  }
}
