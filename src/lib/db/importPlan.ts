/**
 * What an import would write, read inside the import's own transaction (and
 * by the preview): what is new, what is stored already, and for a stored game
 * the file differs from, what the person chose (importCompare.ts). Writes nothing.
 */
import type { ImportedGame, ParsedImport } from '../files/backupFormat';
import type { SpatzDatabase } from './database';
import { loadGameRows, type GameRows } from './gameRows';
import { compareGame, copyOf, resolve, type Resolution } from '../files/importCompare';
import { RosterMatch } from '../files/roster';
import { localDay } from '../files/sessionValues';
import { isSharedSetting } from '../files/sharedSettings';
import { stableId } from '../files/stableId';
import type {
  GameRow,
  HandRow,
  PlayerRow,
  SessionRow,
  SettingRow,
  TournamentRow,
} from '../files/types';

export interface ImportPlan {
  sessions: SessionRow[];
  players: PlayerRow[];
  games: GameRow[];
  hands: HandRow[];
  settings: SettingRow[];
  /** Tournaments this device lacks (by id); a stored one stays as it is. */
  tournaments: TournamentRow[];
  /** Stored games whose hands the file's newer version replaces. */
  replace: { row: GameRow; hands: HandRow[]; oldHands: string[] }[];
  unchanged: number;
}

export async function planImport(
  db: SpatzDatabase,
  parsed: ParsedImport,
  now: number,
  resolution?: Resolution,
): Promise<ImportPlan> {
  const plan = emptyPlan();
  const sessions = new Set<string>();
  const addSession = async (session: SessionRow) => {
    if (sessions.has(session.id)) return;
    sessions.add(session.id);
    if (!(await db.sessions.get(session.id))) plan.sessions.push(session);
  };
  // Names to roster entries as FORMAT.md compares them (roster.ts): the stored roster first.
  const roster = new RosterMatch(await db.players.toArray(), now);
  const addPlayer = async (player: PlayerRow) => {
    // A backup's entry keeps its id; one stored already (by id or name) stays as it is,
    // and the file's name of it still finds it.
    const stored = await db.players.get(player.id);
    if (stored) roster.alias(player.name, stored);
    else roster.add(player);
  };
  const usedHandIds = new Set<string>();
  const addGame = async ({ row, hands, session }: ImportedGame) => {
    if (session) await addSession(session);
    // A game file without its evening: an evening of the day the game was started.
    await addSession({
      id: row.sessionId,
      createdAt: now,
      updatedAt: now,
      date: localDay(row.createdAt),
    });
    plan.games.push({ ...row, playerIds: roster.ids(row.players) });
    // One push per hand: spreading a game's hands into one call overflows the call stack
    // above about 125,000 arguments, and the limits allow more (FORMAT.md "Limits").
    for (const hand of await freshHandIds(db, hands, usedHandIds)) plan.hands.push(hand);
  };

  for (const session of parsed.sessions) await addSession(session);
  // The roster first, so that its ids win over the names the games bring.
  for (const player of parsed.players) await addPlayer(player);
  for (const game of parsed.games) {
    const stored = await loadGameRows(db, game.row.id, true);
    if (!stored) {
      await addGame(game);
      continue;
    }
    const action = resolve(compareGame(stored, game), resolution);
    if (action === 'replace') {
      plan.replace.push(await replacement(db, stored, game, usedHandIds));
    } else if (action === 'copy') {
      const copy = copyOf(game, await originalEvening(db, stored, game, parsed), now);
      if (await db.games.get(copy.game.row.id)) plan.unchanged += 1;
      else {
        await addSession(copy.session);
        await addGame(copy.game);
      }
    } else plan.unchanged += 1;
  }
  plan.players = roster.added;
  plan.settings = await newSettings(db, parsed.settings);
  const seen = new Set<string>();
  for (const tournament of parsed.tournaments ?? []) {
    if (seen.has(tournament.id)) continue;
    seen.add(tournament.id);
    if (!(await db.tournaments.get(tournament.id))) plan.tournaments.push(tournament);
  }
  return plan;
}

function emptyPlan(): ImportPlan {
  return {
    sessions: [],
    players: [],
    games: [],
    hands: [],
    settings: [],
    tournaments: [],
    replace: [],
    unchanged: 0,
  };
}

/** A stored game the file's newer version replaces ("take the newer version"). */
async function replacement(
  db: SpatzDatabase,
  stored: GameRows,
  game: ImportedGame,
  usedHandIds: Set<string>,
): Promise<ImportPlan['replace'][number]> {
  const hands = await freshHandIds(db, game.hands, usedHandIds, game.row.id);
  // The stored game's evening and start stay; the file's version brings its hands and flags.
  const { stoppedEarly, deleted, meta, updatedAt } = game.row;
  const { meta: _meta, ...kept } = stored.row;
  const row: GameRow = { ...kept, stoppedEarly, deleted, updatedAt, ...(meta ? { meta } : {}) };
  return { row, hands, oldHands: stored.hands.map((h) => h.id) };
}

/** The evening a copy ("keep both") takes its date, place and stake from: the stored game's. */
async function originalEvening(
  db: SpatzDatabase,
  stored: GameRows,
  game: ImportedGame,
  parsed: ParsedImport,
): Promise<SessionRow | undefined> {
  return (
    (await db.sessions.get(stored.row.sessionId)) ??
    game.session ??
    parsed.sessions.find((s) => s.id === game.row.sessionId)
  );
}

/**
 * The settings an import adds (what the preview shows): known ones with valid values
 * (sharedSettings.ts), not stored yet, the first of each key. Everything else is ignored.
 */
export async function newSettings(
  db: SpatzDatabase,
  settings: readonly SettingRow[],
): Promise<SettingRow[]> {
  const out: SettingRow[] = [];
  for (const setting of settings) {
    if (!isSharedSetting(setting) || (await db.settings.get(setting.key))) continue;
    if (out.some((s) => s.key === setting.key)) continue;
    out.push({ key: setting.key, value: setting.value });
  }
  return out;
}

/**
 * A hand id already taken (by another game, or twice in the file) would
 * overwrite someone else's hand: such a hand gets an id of its own instead.
 * `own` is the game being replaced: its stored hands may keep their ids.
 */
export async function freshHandIds(
  db: SpatzDatabase,
  hands: readonly HandRow[],
  used: Set<string>,
  own?: string,
): Promise<HandRow[]> {
  // Which ids are stored at all, by their keys alone: a new game's hands are not, and a
  // key read copies no hand (a season's 12,000 hands read whole cost half a second).
  const present = await db.hands
    .where(':id')
    .anyOf(hands.map((h) => h.id))
    .primaryKeys();
  const owner = new Map<string, string>();
  if (present.length > 0) {
    for (const stored of await db.hands.bulkGet(present)) {
      if (stored) owner.set(stored.id, stored.gameId);
    }
  }
  return hands.map((hand) => {
    let id = hand.id;
    const holder = owner.get(id);
    const taken = holder !== undefined && holder !== own;
    if (taken || used.has(id)) id = stableId(`${hand.gameId} hand ${hand.position} ${id}`);
    used.add(id);
    return id === hand.id ? hand : { ...hand, id };
  });
}
