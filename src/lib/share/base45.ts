/**
 * Base45 (RFC 9285): bytes as text of the QR code's alphanumeric set, so a
 * decoder that hands back text (the built-in `BarcodeDetector` does) gives
 * back exactly what was sent, and the code stays in the dense alphanumeric
 * mode (5.5 bits a character).
 */
const BASE45_CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:';

const VALUE = new Map<string, number>([...BASE45_CHARSET].map((char, index) => [char, index]));

/** RFC 9285 §4: two bytes become three characters, a last single byte two. */
export function encodeBase45(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i + 1 < bytes.length; i += 2) {
    let n = bytes[i]! * 256 + bytes[i + 1]!;
    const c = n % 45;
    n = (n - c) / 45;
    const d = n % 45;
    const e = (n - d) / 45;
    out += BASE45_CHARSET[c]! + BASE45_CHARSET[d]! + BASE45_CHARSET[e]!;
  }
  if (bytes.length % 2 === 1) {
    const n = bytes[bytes.length - 1]!;
    out += BASE45_CHARSET[n % 45]! + BASE45_CHARSET[Math.floor(n / 45)]!;
  }
  return out;
}

/** The bytes, or null when the text is not Base45 (a wrong character, a length of 3k+1, a value over 65535). */
export function decodeBase45(text: string): Uint8Array | null {
  if (text.length % 3 === 1) return null;
  const out = new Uint8Array(Math.floor(text.length / 3) * 2 + (text.length % 3 === 2 ? 1 : 0));
  let at = 0;
  for (let i = 0; i < text.length; i += 3) {
    const c = VALUE.get(text[i]!);
    const d = VALUE.get(text[i + 1]!);
    if (c === undefined || d === undefined) return null;
    if (i + 2 < text.length) {
      const e = VALUE.get(text[i + 2]!);
      if (e === undefined) return null;
      const n = c + d * 45 + e * 2025;
      if (n > 0xffff) return null;
      out[at++] = n >> 8;
      out[at++] = n & 0xff;
    } else {
      const n = c + d * 45;
      if (n > 0xff) return null;
      out[at++] = n;
    }
  }
  return out;
}
