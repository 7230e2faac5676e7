/** When deferred work runs: after the next paint, or when the browser has a quiet moment. */

/** Runs `work` once the browser has painted what is on screen now (at once where it cannot say). */
export function afterPaint(work: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(work));
  else work();
}

/** Runs `work` when the browser has a quiet moment (soon anyway where it cannot say). */
export function whenIdle(work: () => void, timeout = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, 300);
}
