/**
 * The organizer's camera (RULES.md §4): with `keepGoing` the scanner stays on after a
 * whole transfer, and the desk's collector keeps each table's transfer apart, so the
 * tables' sheets come in one after the other, their frames mixed; the ordinary scan still
 * stops after one (scan.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { encodeFrames } from '../../../src/lib/share';
import { ScanSession } from '../../../src/lib/state/scan.svelte';
import { SheetScan } from '../../../src/lib/state/sheetScan.svelte';
import type { SheetOutcome } from '../../../src/lib/state/tournamentDesk.svelte';

describe('collecting sheets one after the other', () => {
  it('hands in two tables’ texts in turn, each once, with the camera left on', async () => {
    // Numbers that do not pack small, so each text needs several frames.
    let seed = 7;
    const noise = (n: number) =>
      Array.from({ length: n }, () => (seed = (seed * 1103515245 + 12345) % 2147483648));
    const a = JSON.stringify({ table: 'A', hands: noise(150) });
    const b = JSON.stringify({ table: 'B', hands: noise(120) });
    const framesA = await encodeFrames(a, { game: 'ga', rev: 'r1' });
    const framesB = await encodeFrames(b, { game: 'gb', rev: 'r1' });
    expect(framesA.length).toBeGreaterThan(1);
    // A's and B's frames mixed (the camera turns between two tables), A's first frame again
    // after A is whole (the table keeps showing it), B's first frame last.
    const mixed = framesA.flatMap((frame, i) => [
      frame,
      ...(framesB[i + 1] ? [framesB[i + 1]!] : []),
    ]);
    const shown = [...mixed, ...framesB.slice(framesA.length + 1), framesA[0]!, framesB[0]!];
    const taken: string[] = [];
    const scan = new SheetScan({
      takeSheet: async (text: string): Promise<SheetOutcome> => {
        taken.push(text);
        return { ok: true, table: taken.length - 1, status: 'added', words: '' };
      },
      // No sheet here differs from a stored one: nothing is ever asked.
      confirmChange: async () => null,
      keepStored: () => undefined,
    });
    let read: () => Promise<void> = async () => {};
    let cameraOff = 0;
    const session = new ScanSession(
      scan.deps({
        openCamera: async () => ({ ok: true, stream: {} as MediaStream }),
        show: async () => {},
        stopCamera: () => void (cameraOff += 1),
        openDecoder: async () => ({ read: async () => [shown.shift() ?? ''], close() {} }),
        online: () => true,
        loop: (next) => ((read = next), () => {}),
        collector: { add: () => Promise.reject(new Error('the desk brings its own collector')) },
        now: () => 0,
      }),
    );
    await session.start();
    while (shown.length > 0) await read();
    // A's frame after A was whole is a repeat. B once more (as a looping table shows it) is
    // not taken twice; awaiting it waits for the queue.
    await scan.take(b);
    expect(taken).toEqual([a, b]);
    expect(session.phase).toBe('scanning');
    expect(cameraOff).toBe(0);
    expect(scan.outcomes.map((o) => o.ok)).toEqual([true, true]);
  });
});
