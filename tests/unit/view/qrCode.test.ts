import { describe, expect, it } from 'vitest';
import { encode } from 'uqr';
import { drawQr, MAX_VERSION, QUIET_ZONE } from '../../../src/lib/view/qrCode';

/** The modules a drawing's path paints, as "x,y" keys. */
function painted(path: string): Set<string> {
  const dark = new Set<string>();
  for (const [, x, y, w] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let i = 0; i < Number(w); i++) dark.add(`${Number(x) + i},${y}`);
  }
  return dark;
}

describe('a QR frame drawn for the screen', () => {
  it('paints exactly the dark modules, inside a quiet zone of 4 modules', () => {
    // 20 characters: what version 1 holds at M in alphanumeric mode (ISO 18004 table 7).
    const code = 'SPATZ:1/3 A-1$%*+./:';
    const drawing = drawQr(code);
    const qr = encode(code, { ecc: 'M', border: 0 });
    // Version 1 (21 modules) and 4 light modules on each side.
    expect(drawing.version).toBe(1);
    expect(drawing.size).toBe(21 + 2 * QUIET_ZONE);
    const expected = new Set<string>();
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => dark && expected.add(`${x + QUIET_ZONE},${y + QUIET_ZONE}`)),
    );
    expect(painted(drawing.path)).toEqual(expected);
  });

  it('uses alphanumeric mode at ecc M: 600 characters fit version 15, which holds only 412 bytes', () => {
    // ISO 18004 table 7, version 15-M: 600 alphanumeric characters, 412 bytes.
    expect(drawQr('A'.repeat(600)).version).toBe(MAX_VERSION);
    expect(drawQr('A'.repeat(413)).version).toBeLessThanOrEqual(MAX_VERSION);
    // Version 1-M: 20 alphanumeric characters (14 bytes); 21 need version 2.
    expect(drawQr('A'.repeat(20)).version).toBe(1);
    expect(drawQr('A'.repeat(21)).version).toBe(2);
  });

  it('refuses a frame larger than version 15, and anything outside the alphanumeric set', () => {
    expect(() => drawQr('A'.repeat(601))).toThrow();
    expect(() => drawQr('spatz')).toThrow(RangeError);
  });
});
