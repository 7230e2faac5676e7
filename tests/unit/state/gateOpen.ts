/** Whether the cold start's gate (src/lib/state/coldStart.ts) has opened: asked of its promise. */
export function gateOpen(cold: { databaseGate(): Promise<void> }): Promise<boolean> {
  // An open gate's promise answers in the microtasks before the next task.
  return Promise.race([
    cold.databaseGate().then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false))),
  ]);
}
