import { afterEach, describe, expect, test, vi } from 'vitest';
import { afterPaint } from '../../src/lib/timing';

describe('afterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  test('work asked for before a frame shares one frame callback, then runs in order, each in a task of its own', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame));
    const ran: string[] = [];
    afterPaint(() => ran.push('a'));
    afterPaint(() => ran.push('b'));
    afterPaint(() => {
      ran.push('c');
      // Asked for after that frame: the next frame's callback, not this one's.
      afterPaint(() => ran.push('d'));
    });
    expect(frames).toHaveLength(1);
    expect(ran).toEqual([]);

    frames.shift()!(0);
    // Not inside the frame callback: after it, once painted.
    expect(ran).toEqual([]);
    expect(vi.getTimerCount()).toBe(3);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(frames).toHaveLength(1);

    frames.shift()!(16);
    vi.runOnlyPendingTimers();
    expect(ran).toEqual(['a', 'b', 'c', 'd']);
  });
});
