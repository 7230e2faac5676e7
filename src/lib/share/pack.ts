/** The game file text as raw-deflated UTF-8 bytes, and back (FORMAT.md "Between phones"). */
import { deflateRaw, inflateRaw } from './deflate';

export async function packText(text: string): Promise<Uint8Array> {
  return deflateRaw(new TextEncoder().encode(text));
}

/** The text, or null when the bytes do not inflate to valid UTF-8 (never read with replacement characters). */
export async function unpackBytes(packed: Uint8Array): Promise<string | null> {
  const bytes = await inflateRaw(packed);
  if (!bytes) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}
