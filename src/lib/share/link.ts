/**
 * The same evening (or game) as a link, for a messenger when there is network: the packed
 * game file travels in the URL's fragment (`#/receive/<payload>`), which a
 * browser never sends to a server. The payload is `1.<crc>.<base64url>`: the
 * version, the CRC-32 of the packed bytes (a link cut short by a messenger is
 * refused, not half read) and the raw-deflated game file in base64url.
 */
import { crcText } from './checksum';
import { FRAME_VERSION, FRAME_VERSIONS } from './frames';
import { packText, unpackBytes } from './pack';

export type LinkRead =
  | { ok: true; text: string }
  | { ok: false; reason: 'notSpatz' | 'newerVersion' | 'checksum' | 'damaged' };

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** `${baseUrl}#/receive/<payload>`; `version` as for the frames (frames.ts). */
export async function encodeLink(
  text: string,
  baseUrl: string,
  version: number = FRAME_VERSION,
): Promise<string> {
  const packed = await packText(text);
  return `${baseUrl}#/receive/${version}.${crcText(packed)}.${toBase64Url(packed)}`;
}

/** The game file text a link's payload carries, or why it cannot be read. */
export async function readLinkPayload(payload: string): Promise<LinkRead> {
  const match = /^(\d+)\.([0-9A-F]{8})\.(.*)$/s.exec(payload.trim());
  if (!match) return { ok: false, reason: /^\d+\./.test(payload) ? 'damaged' : 'notSpatz' };
  if (Number(match[1]) > FRAME_VERSION) return { ok: false, reason: 'newerVersion' };
  if (!FRAME_VERSIONS.includes(Number(match[1]))) return { ok: false, reason: 'damaged' };
  const packed = fromBase64Url(match[3]!);
  if (!packed || crcText(packed) !== match[2]) return { ok: false, reason: 'checksum' };
  const text = await unpackBytes(packed);
  return text === null ? { ok: false, reason: 'damaged' } : { ok: true, text };
}
