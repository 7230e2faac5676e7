/**
 * A stored game as a FORMAT.md game file with the app's ids in `meta.spatz` (backups,
 * exports, the evening between phones); backupFormat.ts reads it back.
 */
import { toGameFile } from '../rules';
import type { GameRow, HandRow, SessionRow } from './types';

/**
 * A game as a FORMAT.md file object with its ids in `meta.spatz`. `own`: the file is this
 * phone's own record of it (a backup), so it keeps what only this phone may say about the
 * game: that another phone keeps score of it now (`elsewhere`) and the hands deleted here
 * (`dropped`). Text for another phone never carries them: there they would offer to take
 * back a game that phone never kept, or refuse a merge for a deletion it never made.
 */
export function gameToFile(
  row: GameRow,
  hands: readonly HandRow[],
  session?: SessionRow,
  own = false,
): object {
  const spatz = {
    id: row.id,
    sessionId: row.sessionId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    stoppedEarly: row.stoppedEarly,
    deleted: row.deleted,
    hands: hands.map((h) => ({ id: h.id, createdAt: h.createdAt, updatedAt: h.updatedAt })),
    ...(session ? { session } : {}),
    // A received game keeps where it came from in a backup too.
    ...(row.copy ? { copy: row.copy } : {}),
    ...(own && row.elsewhere ? { elsewhere: row.elsewhere } : {}),
    ...(own && row.dropped ? { dropped: row.dropped } : {}),
    // A tournament table's game names its tournament, round and table (RULES.md §4).
    ...(row.tournament ? { tournament: row.tournament } : {}),
  };
  return toGameFile({
    variant: row.variant,
    players: row.players,
    firstDealer: row.firstDealer,
    houseRules: row.houseRules,
    hands: hands.map((h) => h.hand),
    meta: { ...row.meta, spatz },
  });
}

/**
 * The game as a phone shows it to the table (FORMAT.md "Between phones"): the single-game
 * file without indentation (every byte makes a code larger) plus `meta.spatz.sent`, the
 * revision, the sending phone's name and the time (ms since epoch), so the receiver can
 * tell a later copy of the same game. A row stored before revisions were kept gets a
 * stand-in from its `updatedAt`: stable until the game changes.
 */
export function tableFile(
  row: GameRow,
  hands: readonly HandRow[],
  session: SessionRow | undefined,
  from: string,
  at: number,
): { text: string; rev: string } {
  const rev = row.rev ?? `t${row.updatedAt.toString(36)}`;
  const file = gameToFile(row, hands, session) as { meta: { spatz: object } };
  file.meta.spatz = { ...file.meta.spatz, sent: { rev, from, at } };
  return { text: JSON.stringify(file), rev };
}
