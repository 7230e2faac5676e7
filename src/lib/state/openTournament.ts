import { Persisted } from '../persisted.svelte';

/**
 * The tournament whose desk was open when the browser closed: a restart opens on it, as the
 * game last open is read first (lastGame.ts). Left by the app's own navigation, it is
 * forgotten; a hint, not data: losing it costs nothing.
 */
const openDesk = new Persisted('spatz.openTournament', '', (id): id is string => id !== '');

export function rememberOpenTournament(id: string): void {
  openDesk.current = id;
}

export function forgetOpenTournament(): void {
  openDesk.remove();
}

export function openTournamentHint(): string | null {
  return openDesk.current || null;
}
