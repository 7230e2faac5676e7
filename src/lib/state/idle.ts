/** Runs `work` when the browser has a quiet moment (soon anyway where it cannot say). */
export function whenIdle(work: () => void, timeout = 3000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout });
  else setTimeout(work, 300);
}
