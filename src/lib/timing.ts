/** When deferred work runs: after the next paint, or when the browser has a quiet moment. */

/** The work waiting for the next frame, asked for with one frame callback. */
let afterFrame: (() => void)[] | undefined;

/**
 * Runs `work` once the browser has painted what is on screen now (at once where it cannot
 * say), each in a task of its own, in the order asked. One frame callback for all of them:
 * on a slow phone each callback costs a millisecond before the frame (bench (c)).
 */
export function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function') return work();
  if (afterFrame) {
    afterFrame.push(work);
    return;
  }
  afterFrame = [work];
  requestAnimationFrame(() => {
    const works = afterFrame ?? [];
    afterFrame = undefined;
    for (const each of works) setTimeout(each);
  });
}

/**
 * Resolves in a task of its own, at once where the browser can: long work awaits it
 * between its parts, so that the page can paint and answer a tap in between. A message
 * to itself, not a timer: nested timers wait at least 4 ms each.
 */
export function nextTask(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((done) => setTimeout(done));
  return new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      done();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs `work` when the browser has a quiet moment (soon anyway where it cannot say). */
export function whenIdle(work: () => void, timeout = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, 300);
}

/**
 * A named moment on the page's timeline (performance.mark), replacing the last one of that
 * name: `npm run bench` reads them to say where a save's time goes (scripts/bench/save.ts).
 */
export function mark(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  performance.clearMarks(name);
  performance.mark(name);
}
