/**
 * The game last open on this device: a hint for the next cold start (which
 * game to start reading first), not data. Losing it costs nothing.
 */
const LAST_GAME_KEY = 'spatz.lastGame';

export function rememberOpenGame(gameId: string): void {
  try {
    globalThis.localStorage?.setItem(LAST_GAME_KEY, gameId);
  } catch {
    // No hint then; the start screen finds the game anyway.
  }
}

export function lastGameHint(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_GAME_KEY) ?? null;
  } catch {
    return null;
  }
}
