/**
 * The fallback deflate's code (fflate, on a browser without the raw-deflate streams) that did
 * not arrive: passed on as the network, never read as a broken code, and asked for again at
 * the next call; the collector counts the frame again when it shows next.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { deflateOptions, inflateRaw, type Fflate } from '../../../src/lib/share/deflate';
import { encodeFrames, FrameCollector } from '../../../src/lib/share';
import { sentGame } from './games';

const defaults = { ...deflateOptions };
afterEach(() => Object.assign(deflateOptions, defaults));

const NOT_ARRIVED = 'Failed to fetch dynamically imported module: fflate.js';

/** A loader whose first call fails as a module that did not arrive. */
function failingOnce(): { calls: () => number } {
  let calls = 0;
  deflateOptions.fflate = async (): Promise<Fflate> => {
    calls += 1;
    if (calls === 1) throw new TypeError(NOT_ARRIVED);
    return import('fflate');
  };
  return { calls: () => calls };
}

describe('the fallback’s code not arrived', () => {
  it('is passed on, not called a broken code; the next call reads it', async () => {
    const packed = new Uint8Array([0x4b, 0x4c, 0x04, 0x00]); // "aa" raw-deflated
    deflateOptions.forceFallback = true;
    const loader = failingOnce();
    await expect(inflateRaw(packed)).rejects.toThrow(NOT_ARRIVED);
    expect(new TextDecoder().decode((await inflateRaw(packed))!)).toBe('aa');
    expect(loader.calls()).toBe(2);
  });

  it('leaves the last frame to count again when it shows next', async () => {
    const game = sentGame('dobbm', 30);
    const frames = await encodeFrames(game.text, { game: game.id, rev: 'r1' });
    expect(frames.length).toBeGreaterThan(1);
    deflateOptions.forceFallback = true;
    failingOnce();
    const collector = new FrameCollector();
    for (const frame of frames.slice(0, -1)) await collector.add(frame);
    await expect(collector.add(frames.at(-1)!)).rejects.toThrow(NOT_ARRIVED);
    expect(await collector.add(frames.at(-1)!)).toMatchObject({
      kind: 'complete',
      text: game.text,
    });
  });
});
