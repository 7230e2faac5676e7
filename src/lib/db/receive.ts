/**
 * A game handed over from another phone (FORMAT.md "Between phones"): previewed like an
 * import, then stored as a read-only copy that says whose phone it came from, or, when
 * this phone has it already, merged by hand id. Part of the backup chunk (index.ts); the
 * text is read and checked whole by the rules engine's reader before anything is written.
 */
import type { Problem, Result } from '../rules';
import { GAME_FORMAT } from '../rules';
import type { ImportedGame, ParsedImport } from './backupFormat';
import { playedHands, readingStorage, refusedFile, type ImportPreview } from './importPreview';
import { currentDatabase } from './database';
import { loadGameRows } from './gameRows';
import { parsePaced, type OnProgress } from './pace';
import {
  receiveAction,
  sender,
  storeReceived,
  type ReceiveAction,
  type ReceiveOutcome,
} from './receiveWrites';
import type { WriteResult } from './types';

export type { ReceiveAction, ReceiveOutcome } from './receiveWrites';

export interface ReceivedPreview {
  preview: ImportPreview;
  action: ReceiveAction;
  /** The sending phone's name ("" when it gave none) and when it sent the game. */
  from: string;
  sentAt: number;
}

/** The one game of a received text, or every problem (a backup is not a game handed over). */
export async function readReceived(
  text: string,
  onProgress?: OnProgress,
): Promise<Result<ParsedImport & { games: [ImportedGame] }>> {
  const parsed = await parsePaced(text, onProgress);
  if (!parsed.ok) return parsed;
  const [game] = parsed.value.games;
  if (parsed.value.kind !== 'game' || !game) {
    const problem: Problem = {
      path: 'format',
      code: 'notOneOf',
      params: { value: JSON.stringify(parsed.value.kind), allowed: GAME_FORMAT },
    };
    return { ok: false, problems: [problem] };
  }
  return { ok: true, value: { ...parsed.value, games: [game] } };
}

/** What storing `text` would do, shown as an import's preview; writes nothing. */
export async function previewReceived(
  text: string,
  onProgress?: OnProgress,
): Promise<Result<ReceivedPreview>> {
  const read = await readReceived(text, onProgress);
  if (!read.ok) return read;
  const [game] = read.value.games;
  const db = currentDatabase();
  return readingStorage(() =>
    db.transaction('r', ['games', 'hands', 'sessions'], async () => {
      const stored = await loadGameRows(db, game.row.id, true);
      const action = receiveAction(stored, game);
      const { id, variant, players, deleted } = game.row;
      const exists = stored !== undefined && action !== 'both';
      const entry: ImportPreview['games'][number] = {
        id,
        variant,
        players,
        hands: playedHands(game.hands),
        exists,
        deleted,
        ...(action === 'older' ? { difference: 'older' as const } : {}),
        ...(action === 'update' ? { update: true } : {}),
        ...(stored && action !== 'same' ? { storedHands: playedHands(stored.hands) } : {}),
      };
      const sessions: ImportPreview['sessions'] = [];
      const session = game.session;
      if (session && action !== 'both') {
        const known = (await db.sessions.get(session.id)) !== undefined;
        const { date, place } = session;
        sessions.push({ id: session.id, date, ...(place ? { place } : {}), exists: known });
      }
      const preview: ImportPreview = {
        kind: 'game',
        games: [entry],
        sessions,
        players: [],
        settings: [],
      };
      return { ok: true as const, value: { preview, action, ...sender(game) } };
    }),
  );
}

/**
 * Stores a received game (see receiveAction), reading and checking all of the text again
 * first: a text the reader refuses changes nothing. `resolution` `both` keeps the received
 * game beside a stored one even where it would update it.
 */
export async function applyReceived(
  text: string,
  resolution?: 'newer' | 'both',
  onProgress?: OnProgress,
): Promise<WriteResult<ReceiveOutcome>> {
  const read = await readReceived(text, onProgress);
  if (!read.ok) return refusedFile(read.problems);
  onProgress?.({ step: 'saving' });
  return storeReceived(read.value, resolution);
}
