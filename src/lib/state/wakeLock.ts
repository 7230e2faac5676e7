/**
 * Keeps the screen on while a game is open, so the phone on the table does
 * not go dark between hands. Ignored where the browser has no wake lock (or
 * refuses it, e.g. on low battery). The lock drops whenever the page is
 * hidden, so it is asked for again when the page comes back.
 */
export function holdWakeLock(): () => void {
  const nav = globalThis.navigator as Navigator | undefined;
  if (!nav || !('wakeLock' in nav)) return () => undefined;
  let sentinel: WakeLockSentinel | undefined;
  let released = false;

  const acquire = async () => {
    if (released || document.visibilityState !== 'visible') return;
    try {
      sentinel = await nav.wakeLock.request('screen');
      if (released) void sentinel.release();
    } catch {
      // Not granted: the screen may dim, nothing else changes.
    }
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void acquire();
  };

  void acquire();
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    released = true;
    document.removeEventListener('visibilitychange', onVisible);
    void sentinel?.release().catch(() => undefined);
  };
}
