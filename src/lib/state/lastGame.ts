import { Persisted } from '../persisted.svelte';

/**
 * The game last open on this device: a hint for the next cold start (which
 * game to start reading first, main.ts before the mount), not data. Losing it costs nothing.
 */
const lastGame = new Persisted('spatz.lastGame', '', (id): id is string => id !== '');

export function rememberOpenGame(gameId: string): void {
  lastGame.current = gameId;
}

export function lastGameHint(): string | null {
  return lastGame.current || null;
}
