/**
 * One QR code drawn for the screen, with `uqr` (loaded with the show screen only).
 * The codec's frames use only the QR alphanumeric set (FORMAT.md "Between phones"):
 * uqr then writes them in alphanumeric mode. Error correction M, at most version 15
 * (a size a phone camera reads easily from another phone's screen), and a quiet zone
 * of 4 modules as the QR standard asks.
 */
import { encode } from 'uqr';

/** Frames shown per second: a camera reading 5 per second or more sees every frame. */
export const FRAMES_PER_SECOND = 4;
export const QUIET_ZONE = 4;
export const MAX_VERSION = 15;
const ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;

export interface QrDrawing {
  /** Modules across, quiet zone included: the SVG's viewBox. */
  size: number;
  /** Every dark module, as one SVG path in module units. */
  path: string;
  version: number;
}

export function drawQr(code: string): QrDrawing {
  // Anything outside the set would silently become byte mode (a larger code): refuse instead.
  if (!ALPHANUMERIC.test(code)) throw new RangeError('A frame outside the QR alphanumeric set');
  const qr = encode(code, { ecc: 'M', maxVersion: MAX_VERSION, border: QUIET_ZONE });
  const parts: string[] = [];
  for (const [y, row] of qr.data.entries()) {
    // A run of dark modules is one rectangle: far fewer path commands than one per module.
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      let end = x;
      while (row[end + 1]) end++;
      parts.push(`M${x} ${y}h${end - x + 1}v1h-${end - x + 1}z`);
      x = end;
    }
  }
  return { size: qr.size, path: parts.join(''), version: qr.version };
}
