/**
 * When Dexie and the database code load (issue 5). A cold start paints its first
 * screen from one plain IndexedDB read (quickRead.ts) and only then loads the
 * database code (Dexie is most of the app's JavaScript), so the totals of a long
 * game show without waiting for it. The gate opens when the first screen has
 * shown what it read, when a screen without a quick read opens, when anything
 * writes, when a quick read fails, or after 5 s at the latest (main.ts).
 * Nothing here imports Dexie.
 */
import { afterPaint } from '../timing';

export type DatabaseModule = typeof import('./index');

let opened = false;
let open: () => void = () => undefined;
const gate = new Promise<void>((resolve) => (open = resolve));
let loading: Promise<DatabaseModule> | undefined;

/** From now on the database code may load (and does, for whoever waits). */
export function openDatabaseGate(): void {
  opened = true;
  open();
}

/** Whether the database code may load yet: before that, screens read through quickRead.ts. */
export function databaseGateOpen(): boolean {
  return opened;
}

/** Opens the gate once the browser has painted what the screen just rendered. */
export function openDatabaseGateAfterPaint(): void {
  if (!opened) afterPaint(openDatabaseGate);
}

/** Resolves when the gate opens. */
export function databaseGate(): Promise<void> {
  return gate;
}

/** The database code, once the gate is open (live queries wait here). */
export function whenDatabase(): Promise<DatabaseModule> {
  return gate.then(() => (loading ??= import('./index')));
}

/** The database code now: for a write or anything a person asked for. */
export function database(): Promise<DatabaseModule> {
  openDatabaseGate();
  return whenDatabase();
}
