/**
 * The organizer's writes of a tournament (RULES.md §4): create it, draw a
 * round (again, until its first sheet arrives), late comers and leavers, the
 * prize list. Each is one transaction with its undo step (history.ts); the
 * sheets coming back are sheetWrites.ts.
 */
import { currentRound, drawOf, drawTournamentRound, type DrawRefusal } from '../tournament';
import { recordStep } from './history';
import { placeProblem } from '../files/sessionValues';
import { checkName } from './rowInput';
import { newId } from '../files/stableId';
import { RosterMatch } from '../files/roster';
import { ChangeLog, invalid, refuse, transact } from './transact';
import { checkTournamentInput, type TournamentInput } from './tournamentInput';
import type { SessionRow, TournamentRow, WriteResult } from '../files/types';
import type { SpatzDatabase } from './database';
import type { DbProblem } from '../files/problems';

export type { TournamentInput } from './tournamentInput';

const TOURNAMENT_TABLES = ['tournaments', 'history'] as const;

/** The longest prize list, so that the printed page stays one page. */
export const MAX_PRIZES = 2000;

export function createTournament(input: TournamentInput): Promise<WriteResult<TournamentRow>> {
  // Safe: the evening its games go to, the roster entries, the tournament and its undo step
  // are written together; a refused input writes nothing.
  return transact(['sessions', 'players', 'tournaments', 'history'], async (db) => {
    const checked = checkTournamentInput(input);
    const now = Date.now();
    const log = new ChangeLog(db);
    const session: SessionRow = {
      id: newId(),
      createdAt: now,
      updatedAt: now,
      date: checked.date,
      ...(checked.place ? { place: checked.place } : {}),
    };
    // A tournament's players are roster entries, so their table games refer to the same people.
    const roster = new RosterMatch(await db.players.toArray(), now);
    const row: TournamentRow = {
      id: newId(),
      createdAt: now,
      updatedAt: now,
      sessionId: session.id,
      name: checked.name,
      date: checked.date,
      place: checked.place,
      variant: checked.variant,
      houseRules: checked.houseRules,
      rounds: checked.rounds,
      roundEnd: checked.roundEnd,
      players: checked.players.map((name) => ({
        id: roster.entry(name).id,
        name,
        from: 1,
        until: null,
      })),
      seed: checked.seed,
      draws: [],
      prizes: '',
    };
    await log.put('sessions', session, null);
    for (const player of roster.added) await log.put('players', player, null);
    await log.put('tournaments', row, null);
    await recordStep(db, { action: 'createTournament' }, log.changes, now);
    return row;
  });
}

/**
 * Draws the next round, or draws the last drawn round again while none of its
 * tables has handed in a sheet (each table's code then carries a new game id,
 * so a sheet from the old draw is refused).
 */
export function drawRound(id: string, round: number): Promise<WriteResult<TournamentRow>> {
  // Safe: reads the tournament and the games of the round's tables, rewrites one row.
  return transact(['tournaments', 'games', 'history'], async (db) => {
    const before = await tournament(db, id);
    const current = currentRound(before);
    let redraw = 0;
    if (round === current && current > 0) {
      const draw = drawOf(before, round)!;
      const arrived = await db.games.bulkGet(draw.games);
      if (arrived.some((g) => g !== undefined))
        invalid([{ path: 'round', code: 'sheetArrived', params: { round } }]);
      redraw = draw.redraw + 1;
    } else if (round !== current + 1) {
      invalid([{ path: 'round', code: 'noSuchRound', params: { round } }]);
    }
    const answer = drawTournamentRound(before, round, redraw);
    if (!answer.ok) invalid([drawProblem(answer.refusal)]);
    const now = Date.now();
    const after: TournamentRow = {
      ...before,
      updatedAt: now,
      draws: [
        ...before.draws.filter((d) => d.round !== round),
        { round, redraw, tables: answer.tables, games: answer.tables.map(() => newId()) },
      ],
    };
    return save(db, before, after, 'drawRound', now);
  });
}

/** A late comer: seated from the round after the last one drawn (RULES.md §4 "Seats"). */
export function addTournamentPlayer(id: string, name: string): Promise<WriteResult<TournamentRow>> {
  // Safe: the roster entry and the tournament row are written together with the undo step.
  return transact(['players', 'tournaments', 'history'], async (db) => {
    const before = await tournament(db, id);
    const trimmed = checkName(name, 'name');
    const now = Date.now();
    const roster = new RosterMatch(await db.players.toArray(), now);
    const entry = roster.entry(trimmed);
    if (before.players.some((p) => p.id === entry.id)) {
      invalid([
        {
          path: 'name',
          code: 'duplicateName',
          params: { name: trimmed, seat: before.players.findIndex((p) => p.id === entry.id) + 1 },
        },
      ]);
    }
    const after: TournamentRow = {
      ...before,
      updatedAt: now,
      players: [
        ...before.players,
        { id: entry.id, name: trimmed, from: currentRound(before) + 1, until: null },
      ],
    };
    const log = new ChangeLog(db);
    for (const player of roster.added) await log.put('players', player, null);
    await log.put('tournaments', after, before);
    await recordStep(db, { action: 'changeTournament' }, log.changes, now);
    return after;
  });
}

/**
 * A player leaves: not seated again after the last round drawn; the rounds
 * played still count. One who never sat at a table leaves the list.
 */
export function removeTournamentPlayer(
  id: string,
  playerId: string,
): Promise<WriteResult<TournamentRow>> {
  // Safe: one tournament row rewritten with its undo step.
  return transact(TOURNAMENT_TABLES, async (db) => {
    const before = await tournament(db, id);
    const current = currentRound(before);
    const player = before.players.find((p) => p.id === playerId);
    if (!player) refuse({ kind: 'notFound', what: 'player' });
    const now = Date.now();
    const players =
      player.from > current
        ? before.players.filter((p) => p.id !== playerId)
        : before.players.map((p) => (p.id === playerId ? { ...p, until: current } : p));
    return save(db, before, { ...before, updatedAt: now, players }, 'changeTournament', now);
  });
}

/** The prize list the organizer types, printed beside the standings; the app computes none. */
export function setTournamentPrizes(
  id: string,
  prizes: string,
): Promise<WriteResult<TournamentRow>> {
  // Safe: one tournament row rewritten with its undo step.
  return transact(TOURNAMENT_TABLES, async (db) => {
    const before = await tournament(db, id);
    const problems: DbProblem[] = [];
    if (typeof prizes !== 'string')
      problems.push({ path: 'prizes', code: 'notString', params: { value: typeof prizes } });
    else if (prizes.length > MAX_PRIZES)
      problems.push({
        path: 'prizes',
        code: 'tooLong',
        params: { length: prizes.length, max: MAX_PRIZES },
      });
    else {
      // Line breaks are the list's lines; any other control character is refused.
      const problem = placeProblem(prizes.replace(/\r?\n/g, ' ').slice(0, 100));
      if (problem && problem.code === 'controlCharacter')
        problems.push({ path: 'prizes', ...problem });
    }
    if (problems.length > 0) invalid(problems);
    const now = Date.now();
    return save(db, before, { ...before, updatedAt: now, prizes }, 'changeTournament', now);
  });
}

async function tournament(db: SpatzDatabase, id: string): Promise<TournamentRow> {
  const row = await db.tournaments.get(id);
  if (!row) refuse({ kind: 'notFound', what: 'tournament' });
  return row;
}

async function save(
  db: SpatzDatabase,
  before: TournamentRow,
  after: TournamentRow,
  action: 'drawRound' | 'changeTournament',
  now: number,
): Promise<TournamentRow> {
  const log = new ChangeLog(db);
  await log.put('tournaments', after, before);
  await recordStep(db, { action }, log.changes, now);
  return after;
}

function drawProblem(refusal: DrawRefusal): DbProblem {
  switch (refusal.code) {
    case 'tooFewPlayers':
      return { path: 'players', code: 'tooFewForTournament', params: { count: refusal.players } };
    case 'dobbmTableOfThree':
      return { path: 'players', code: 'dobbmTableOfThree', params: { count: refusal.players } };
    default:
      return { path: 'round', code: 'noSuchRound', params: { round: refusal.round } };
  }
}
