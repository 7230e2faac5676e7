/**
 * One game file of an import or a received evening, read with the app's ids from its
 * `meta.spatz` (FORMAT.md "The game file", backupFormat.ts for the envelope around it).
 */
import { readGame, toGameFile } from '../rules';
import { Reader, type SentInfo } from './readValues';
import { stableId } from './stableId';
import type { GameRow, HandRow, SessionRow } from './types';

/**
 * A game row as a file gives it: names only (FORMAT.md), no roster ids; the
 * import matches the names to the roster (importPlan.ts, roster.ts).
 */
export type FileGameRow = Omit<GameRow, 'playerIds'>;

export interface ImportedGame {
  row: FileGameRow;
  hands: HandRow[];
  /** The game's session as the file gives it, if it does. */
  session?: SessionRow;
  /** Who handed it over and when, for a game received from another phone. */
  sent?: SentInfo;
}

/**
 * One game: the rules engine reads the facts; `meta.spatz` gives the ids.
 * A file without them (written by hand, or by another program) gets ids
 * derived from its content, so importing it twice still adds it once.
 */
export function readOneGame(
  raw: unknown,
  root: string,
  r: Reader,
  now: number,
): ImportedGame | undefined {
  const at = (key: string) => (root ? `${root}.${key}` : key);
  const read = readGame(raw, root || 'game');
  if (!read.ok) {
    r.problems.push(...read.problems);
    return undefined;
  }
  const game = read.value;
  for (const [seat, name] of game.players.entries()) r.plainName(name, at(`players[${seat}]`));
  const { spatz: rawSpatz, ...otherMeta } = game.meta ?? {};
  const before = r.problems.length;
  const ids =
    rawSpatz === undefined ? undefined : r.gameIds(rawSpatz, at('meta.spatz'), game.hands.length);
  if (r.problems.length > before) return undefined;

  const id = ids?.id ?? stableId(JSON.stringify(toGameFile({ ...game, meta: otherMeta })));
  const createdAt = ids?.createdAt ?? now;
  const session = ids?.session;
  const row: FileGameRow = {
    id,
    createdAt,
    updatedAt: ids?.updatedAt ?? createdAt,
    sessionId: ids?.sessionId ?? session?.id ?? stableId(`session of ${id}`),
    variant: game.variant,
    players: game.players,
    firstDealer: game.firstDealer,
    houseRules: game.houseRules,
    stoppedEarly: ids?.stoppedEarly ?? false,
    deleted: ids?.deleted ?? false,
    ...(ids?.copy ? { copy: ids.copy } : {}),
    ...(ids?.elsewhere ? { elsewhere: ids.elsewhere } : {}),
    ...(ids?.dropped ? { dropped: ids.dropped } : {}),
    ...(ids?.tournament ? { tournament: ids.tournament } : {}),
    ...(Object.keys(otherMeta).length > 0 ? { meta: otherMeta } : {}),
  };
  const hands: HandRow[] = game.hands.map((hand, position) => {
    const given = ids?.hands?.[position];
    return {
      id: given?.id ?? stableId(`${id} hand ${position}`),
      createdAt: given?.createdAt ?? createdAt,
      updatedAt: given?.updatedAt ?? createdAt,
      gameId: id,
      position,
      hand,
    };
  });
  return { row, hands, ...(session ? { session } : {}), ...(ids?.sent ? { sent: ids.sent } : {}) };
}
