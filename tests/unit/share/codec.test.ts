import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { readGame, type Variant } from '../../../src/lib/rules';
import { decodeBase45, encodeBase45 } from '../../../src/lib/share/base45';
import { crc32 } from '../../../src/lib/share/checksum';
import {
  encodeFrames,
  FrameCollector,
  MAX_FRAME_CHARS,
  type CollectStep,
} from '../../../src/lib/share';
import { sentGame } from './games';

const ascii = (text: string) => new TextEncoder().encode(text);
const QR_ALPHANUMERIC = /^[0-9A-Z $%*+\-./:]*$/;

/** A deterministic shuffle (so a failure can be rerun), every frame once. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function collect(frames: string[]): Promise<CollectStep[]> {
  const collector = new FrameCollector();
  const steps: CollectStep[] = [];
  for (const frame of frames) steps.push(await collector.add(frame));
  return steps;
}

describe('Base45 (RFC 9285 §4.3, §4.4 examples)', () => {
  it.each([
    ['AB', 'BB8'],
    ['Hello!!', '%69 VD92EX0'],
    ['base-45', 'UJCLQE7W581'],
    ['ietf!', 'QED8WEX0'],
    ['', ''],
  ])('%j ⇄ %j', (text, encoded) => {
    expect(encodeBase45(ascii(text))).toBe(encoded);
    expect(decodeBase45(encoded)).toEqual(ascii(text));
  });

  it('refuses what is not Base45', () => {
    expect(decodeBase45('GGW')).toBeNull(); // 16 + 16·45 + 32·2025 = 65536 > 65535 (RFC 9285 §6)
    expect(decodeBase45('ABCD')).toBeNull(); // length 3k + 1
    expect(decodeBase45('ab')).toBeNull(); // lower case is not in the set
  });

  it('every byte value survives', () => {
    const all = Uint8Array.from({ length: 257 }, (_, i) => (i * 97) & 0xff);
    expect(decodeBase45(encodeBase45(all))).toEqual(all);
  });
});

describe('CRC-32', () => {
  it('gives the check value of the standard ("123456789" → CBF43926)', () => {
    expect(crc32('123456789')).toBe(0xcbf43926);
  });
});

const VARIANTS: Variant[] = ['bauerntarock', 'dobbm', 'bavarian'];

describe('a game in frames and back', () => {
  for (const variant of VARIANTS) {
    for (const count of [0, 1, 40, 200, 1000]) {
      it(`${variant}, ${count} hands: shuffled and repeated, the same file arrives`, async () => {
        const { text, id } = sentGame(variant, count, count + 3);
        expect(readGame(JSON.parse(text)).ok).toBe(true);
        const frames = await encodeFrames(text, { game: id, rev: 'r1' });
        for (const frame of frames) {
          expect(frame.length).toBeLessThanOrEqual(MAX_FRAME_CHARS);
          expect(frame).toMatch(QR_ALPHANUMERIC);
        }
        // Every frame fits a version-15 code at error correction M, in alphanumeric mode.
        const qr = encode(frames[0]!, { ecc: 'M', maxVersion: 15 });
        expect(qr.version).toBeLessThanOrEqual(15);
        const seen = shuffled([...frames, ...frames.slice(0, 3), frames[0]!], count + 11);
        const steps = await collect(seen);
        const done = steps.filter((step) => step.kind === 'complete');
        expect(done).toHaveLength(1);
        expect(done[0]).toMatchObject({ text, total: frames.length });
        // Repeats are reported as such and never counted twice.
        const counted = steps.filter((s) => s.kind === 'progress' && !s.repeat).length;
        expect(counted + 1).toBe(frames.length);
      });
    }
  }

  it('a missing frame never completes, and progress says how many are in', async () => {
    const { text, id } = sentGame('bauerntarock', 200);
    const frames = await encodeFrames(text, { game: id, rev: 'r1' });
    expect(frames.length).toBeGreaterThan(3);
    const steps = await collect(frames.filter((_, i) => i !== 2));
    expect(steps.some((s) => s.kind === 'complete')).toBe(false);
    expect(steps.at(-1)).toEqual({
      kind: 'progress',
      received: frames.length - 1,
      total: frames.length,
      repeat: false,
    });
  });

  it('a game before its first hand fits one code', async () => {
    const { text, id } = sentGame('bauerntarock', 0);
    expect(await encodeFrames(text, { game: id, rev: 'r1' })).toHaveLength(1);
  });
});
