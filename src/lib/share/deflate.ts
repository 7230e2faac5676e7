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

async function viaStream(bytes: Uint8Array, direction: Direction): Promise<Uint8Array> {
  const stream =
    direction === 'compress'
      ? new CompressionStream('deflate-raw')
      : new DecompressionStream('deflate-raw');
  const piped = new Blob([bytes as BlobPart]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

/** Tests set this to check the fallback on a runtime that has the streams. */
export const deflateOptions = { forceFallback: false };

export async function deflateRaw(bytes: Uint8Array): Promise<Uint8Array> {
  if (!deflateOptions.forceFallback && hasStream('compress')) return viaStream(bytes, 'compress');
  const { deflateSync } = await import('fflate');
  return deflateSync(bytes, { level: 9 });
}

/** The inflated bytes, or null when they are not a whole raw-deflate stream. */
export async function inflateRaw(bytes: Uint8Array): Promise<Uint8Array | null> {
  try {
    if (!deflateOptions.forceFallback && hasStream('decompress')) {
      return await viaStream(bytes, 'decompress');
    }
    const { inflateSync } = await import('fflate');
    return inflateSync(bytes);
  } catch {
    return null;
  }
}
