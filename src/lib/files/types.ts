/**
 * The rows Spatz stores and the shape of every write's answer. Rows hold
 * facts only (who sat where, what each hand was); totals, status and payouts
 * are always derived through `src/lib/rules`, never stored.
 */
import type { Game, GameResult, Hand, HouseRuleOverrides, Variant } from '../rules';
import type { DbProblem } from './problems';
import type { Tournament, TournamentTag } from '../tournament/types';

/** Every stored record: a stable UUID and when it was made and last changed (ms since epoch). */
export interface Stamped {
  id: string;
  createdAt: number;
  updatedAt: number;
}

/** The roster: names reused across evenings. */
export interface PlayerRow extends Stamped {
  name: string;
}

/** An evening: where and when, and what a point is worth. */
export interface SessionRow extends Stamped {
  /** Local calendar date, 'YYYY-MM-DD'. */
  date: string;
  place?: string;
  /** Money per point, in currency units (e.g. 0.1 for ten cents). */
  stakePerPoint?: number;
  /** Smallest coin payments are rounded to, in currency units (e.g. 0.5). */
  coin?: number;
  /** When the evening's money was marked paid (ms since epoch); absent: not paid yet. */
  paidAt?: number;
  /**
   * When it was last marked paid or owed again on this phone (or the phone the mark came
   * from): between phones the later mark wins (eveningMerge.ts). Absent: never marked.
   */
  paidMarkedAt?: number;
}

/** A game (Partie) without its hands: a FORMAT.md game file's head. */
export interface GameRow extends Stamped {
  sessionId: string;
  variant: Variant;
  players: string[];
  /**
   * The roster entry (PlayerRow id) of each seat, beside `players` (the names a game file
   * carries, FORMAT.md): the same person in every game, whatever case they were typed in.
   */
  playerIds: string[];
  firstDealer: number;
  houseRules: HouseRuleOverrides;
  /** "Stop and settle now": no hand may follow. */
  stoppedEarly: boolean;
  /** Soft delete, so that deleting a game can be undone. */
  deleted: boolean;
  meta?: Record<string, unknown>;
  /**
   * A game received from another phone (FORMAT.md "Between phones"): whose phone and when.
   * Read-only while it is a copy; "take over keeping score" sets `takenOverAt` and it is an
   * ordinary game from then on (the rest stays as its history). Not indexed.
   */
  copy?: CopyInfo;
  /**
   * A game this phone kept score of that another phone keeps score of now (its sheet came
   * back from there, FORMAT.md "Between phones"): read-only here until this phone takes
   * keeping score back (`takeBack`). Not indexed; kept in a backup, never sent to another
   * phone (gameToFile.ts).
   */
  elsewhere?: CopyInfo;
  /**
   * The ids of hands deleted on this phone (handWrites.ts): a received sheet that still has
   * one of them is kept beside, never merged in. Not indexed; kept in a backup, never sent
   * to another phone (gameToFile.ts).
   */
  dropped?: string[];
  /**
   * A tournament table's game (RULES.md §4): which tournament, round and table. It travels
   * as `meta.spatz.tournament`, so a sheet handed back names where it belongs. Not indexed.
   */
  tournament?: TournamentTag;
  /**
   * A random token, new with every write of the game's hands (gameRows.ts): equal
   * tokens mean equal hands, so a tab may reuse hands it has read and what the rules
   * engine derived from them. Given by every write that stores hands (a new game, a
   * hand write, an import); absent only on games stored before such tokens were kept.
   */
  rev?: string;
}

export interface CopyInfo {
  /** The name of the phone whose sheet it is, as it gave it ("" when it gave none). */
  from: string;
  /** That phone's id, where it gave one (it tells two phones of one name apart). */
  phone?: string;
  /** When the sender handed it over (ms since epoch, the sender's clock). */
  sentAt: number;
  /** When this phone stored it (or last updated it from a later transfer). */
  receivedAt: number;
  /** When this phone took over keeping score; absent while it is a read-only copy. */
  takenOverAt?: number;
}

/**
 * Whether a game row is someone else's sheet, shown but not written until taken over (a
 * copy) or taken back (a game another phone keeps score of now).
 */
export function isReadOnlyCopy(row: Pick<GameRow, 'copy' | 'elsewhere'>): boolean {
  return (
    row.elsewhere !== undefined || (row.copy !== undefined && row.copy.takenOverAt === undefined)
  );
}

/** Whose sheet a read-only game is (see isReadOnlyCopy); undefined when this phone keeps it. */
export function sheetOwner(row: Pick<GameRow, 'copy' | 'elsewhere'>): CopyInfo | undefined {
  if (row.elsewhere) return row.elsewhere;
  return row.copy && row.copy.takenOverAt === undefined ? row.copy : undefined;
}

/**
 * A tournament (RULES.md §4) as the organizer's phone holds it: facts only (who plays,
 * the draws with each table's game id); every result comes from the tables' games.
 */
export interface TournamentRow extends Stamped, Omit<Tournament, 'id'> {
  /** The evening the tournament's games are stored in (an ordinary SessionRow). */
  sessionId: string;
}

/** One hand of a game; a game's hands are ordered by `position` (0, 1, 2, … without gaps). */
export interface HandRow extends Stamped {
  gameId: string;
  position: number;
  hand: Hand;
}

/** What an undo/redo step did, for the button's label ("Undo: edit hand 4"). */
export const HISTORY_ACTIONS = [
  'startGame',
  'appendHand',
  'recordRedeal',
  'editHand',
  'insertHand',
  'deleteHand',
  'stopGame',
  'deleteGame',
  'renamePlayer',
  'updateSession',
  'mergePlayers',
  'markEveningPaid',
  'createTournament',
  'drawRound',
  'changeTournament',
  'receiveSheet',
] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export type TableName = 'players' | 'sessions' | 'games' | 'hands' | 'tournaments';
export type DataRow = PlayerRow | SessionRow | GameRow | HandRow | TournamentRow;

/** One row as it was before and after a change; a missing side means "did not exist". */
export interface RowChange {
  table: TableName;
  id: string;
  before?: DataRow;
  after?: DataRow;
}

/** One undoable step, written in the same transaction as the change it records. */
export interface HistoryRow {
  /** Auto-incremented; the order of the steps. */
  seq?: number;
  action: HistoryAction;
  gameId?: string;
  /** The hand the step was about (0-based), where there is one. */
  index?: number;
  changes: RowChange[];
  /** 1 once undone (a redo step); numbers because IndexedDB cannot index booleans. */
  undone: 0 | 1;
  createdAt: number;
}

/** The half-entered hand of a game, saved on every change so that a reload or a kill loses nothing. */
export interface DraftRow {
  gameId: string;
  draft: unknown;
  updatedAt: number;
}

/** A whole backup taken automatically before an import; the last few are kept. */
export interface SnapshotRow {
  id: string;
  createdAt: number;
  /** Why it was taken, e.g. 'import'. */
  reason: string;
  /** The backup envelope's text (backup.ts), restorable as it is. */
  backup: string;
  games: number;
  hands: number;
}

/**
 * A club's state on this phone (FORMAT.md "A club's season"): `settings` (the club's
 * server, database, member and password), `checkpoint` (the last `_changes` sequence
 * taken in), `lastSync` (ms since epoch). Never in a backup.
 */
export interface ClubRow {
  /**
   * The club's settings, the sync's checkpoint and time; the ids of this phone's tournaments
   * shared with the club, each other member's shared tournament (db/clubShared.ts) and each
   * other member's roster's names as the club's sync took them in (`roster:<user>`).
   */
  key:
    | 'settings'
    | 'checkpoint'
    | 'lastSync'
    | 'sharedTournaments'
    | `tournament:${string}`
    | `roster:${string}`;
  value: unknown;
}

/** What of a game (or the roster) the club's server holds: the mark pushed and its revision there. */
export interface ClubPushedRow {
  id: string;
  /** `pushMark` of what was pushed (club/document.ts). */
  mark: string;
  /** The server's `_rev` of it. */
  couchRev?: string;
  /** The server refused it (its code, e.g. `not-keeper`): not tried again until it changes. */
  refused?: string;
}

export interface SettingRow {
  key: string;
  value: unknown;
}

export type NotFoundWhat =
  'game' | 'session' | 'player' | 'hand' | 'snapshot' | 'history' | 'tournament';

export type WriteError =
  /** The rules engine refused the result: paths like hands[3].declarer. */
  | { kind: 'invalid'; problems: DbProblem[] }
  | { kind: 'notFound'; what: NotFoundWhat }
  /** The database is newer than this code (or was upgraded by another tab): opened read-only. */
  | { kind: 'readOnly' }
  /** The device has no room left: nothing was written, and trying again will not help until space is freed. */
  | { kind: 'full' }
  /** The game is a received copy (someone else's sheet): take it over first. */
  | { kind: 'copy'; from: string; receivedAt: number }
  /** IndexedDB itself failed (closed, …). */
  | { kind: 'storage'; name: string; message: string };

export type WriteResult<T> = { ok: true; value: T } | { ok: false; error: WriteError };

/**
 * What a write that changed a game's hands stored, and the rules engine's
 * result of its own check of that game: the state layer shows exactly this,
 * so a save folds the game once.
 */
export interface GameWrite {
  /** The game row as stored (its new `rev`). */
  row: GameRow;
  game: Game;
  result: GameResult;
  /** The hand row written (append, redeal, edit, insert) or deleted. */
  hand: HandRow;
}

/** What undo and redo did, for a toast ("Undone: edit hand 4"). */
export interface HistoryStep {
  gameId?: string;
  label: HistoryAction;
  index?: number;
}

export interface HistoryState {
  canUndo: boolean;
  canRedo: boolean;
  undoLabel?: HistoryAction;
  redoLabel?: HistoryAction;
  /** The hand the next undo/redo touches (0-based), where there is one. */
  undoIndex?: number;
  redoIndex?: number;
  undoGameId?: string;
  redoGameId?: string;
}

/** A game's row with its hands in position order, as storage reads them. */
export interface GameRows {
  row: GameRow;
  /** Frozen (the list, each row, its `hand`): they may be the kept rows, shared with later reads. */
  hands: readonly HandRow[];
}
