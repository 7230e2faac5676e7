/** The QR frames' loop (FORMAT.md "Between phones"): 4 frames a second, one after another. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FramePlayer } from '../../../src/lib/state/framePlayer.svelte';
import type { QrDrawing } from '../../../src/lib/view/qrCode';

/** A drawing told apart by its size alone: the loop never looks inside one. */
const drawing = (size: number): QrDrawing => ({ size, path: '', version: 1 });

class Shown extends FramePlayer {
  show(frames: QrDrawing[], from?: number) {
    this.showFrames(frames, from);
  }
  first() {
    this.rewind();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('FramePlayer', () => {
  it('moves on one frame each 250 ms (4 a second) and starts over after the last', () => {
    const player = new Shown();
    player.show([drawing(1), drawing(2), drawing(3)]);
    const stop = player.play();
    expect(player.index).toBe(0);
    vi.advanceTimersByTime(250);
    expect(player.index).toBe(1);
    vi.advanceTimersByTime(500);
    // 750 ms: three steps, 0 → 1 → 2 → 0.
    expect(player.index).toBe(0);
    expect(player.frame).toEqual(drawing(1));
    stop();
    vi.advanceTimersByTime(1000);
    expect(player.index).toBe(0);
  });

  it('holds still while paused, and on a single frame', () => {
    const player = new Shown();
    player.show([drawing(1), drawing(2)]);
    const stop = player.play();
    player.togglePause();
    expect(player.paused).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(player.index).toBe(0);
    player.togglePause();
    vi.advanceTimersByTime(250);
    expect(player.index).toBe(1);
    player.show([drawing(9)]);
    // Frame 1 of a single frame does not exist: back to the first, and it stays there.
    expect(player.index).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(player.index).toBe(0);
    stop();
  });

  it('new frames go on from the frame shown now where they have it, or from the one asked', () => {
    const player = new Shown();
    player.show([drawing(1), drawing(2), drawing(3)]);
    const stop = player.play();
    vi.advanceTimersByTime(500);
    expect(player.index).toBe(2);
    player.show([drawing(4), drawing(5), drawing(6), drawing(7)]);
    expect(player.index).toBe(2);
    expect(player.frame).toEqual(drawing(6));
    player.show([drawing(8), drawing(9), drawing(10)], 0);
    expect(player.index).toBe(0);
    vi.advanceTimersByTime(250);
    expect(player.index).toBe(1);
    player.first();
    expect(player.index).toBe(0);
    expect(player.frames).toHaveLength(3);
    stop();
  });
});
