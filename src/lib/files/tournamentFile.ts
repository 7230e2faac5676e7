/**
 * A tournament row in a backup (RULES.md §4): read back with every field
 * checked, its problems named by place (`tournaments[0].draws[1].games[2]`).
 * Its games travel as ordinary FORMAT.md game files in the same envelope.
 */
import { readGame, GAME_FORMAT, GAME_VERSION } from '../rules';
import {
  TOURNAMENT_VARIANTS,
  tournamentFaults,
  type RoundDraw,
  type SheetRefusal,
  type Tournament,
  type TournamentPlayer,
} from '../tournament';
import type { DbProblem } from './problems';
import { Reader } from './readValues';
import { dateProblem, placeProblem } from './sessionValues';
import type { TournamentRow } from './types';

const KEYS = [
  'id',
  'createdAt',
  'updatedAt',
  'sessionId',
  'name',
  'date',
  'place',
  'variant',
  'houseRules',
  'rounds',
  'roundEnd',
  'players',
  'seed',
  'draws',
  'prizes',
];

export function readTournamentRow(
  raw: unknown,
  path: string,
  r: Reader,
): TournamentRow | undefined {
  const before = r.problems.length;
  if (!r.object(raw, path)) return undefined;
  r.keys(raw, KEYS, path);
  const at = (key: string) => `${path}.${key}`;
  r.id(raw.id, at('id'));
  r.id(raw.sessionId, at('sessionId'));
  r.time(raw.createdAt, at('createdAt'));
  r.time(raw.updatedAt, at('updatedAt'));
  for (const key of ['name', 'place'] as const) {
    const problem = placeProblem(raw[key]);
    if (problem) r.add(at(key), problem.code, problem.params);
  }
  const date = dateProblem(raw.date);
  if (date) r.add(at('date'), date.code, date.params);
  if (!TOURNAMENT_VARIANTS.includes(raw.variant as never)) {
    r.add(at('variant'), 'notOneOf', {
      value: String(raw.variant),
      allowed: TOURNAMENT_VARIANTS.join(', '),
    });
  }
  const rules = readGame({
    format: GAME_FORMAT,
    version: GAME_VERSION,
    variant: TOURNAMENT_VARIANTS.includes(raw.variant as never) ? raw.variant : 'bauerntarock',
    players: ['1', '2', '3', '4'],
    houseRules: raw.houseRules,
  });
  if (!rules.ok) r.add(at('houseRules'), 'notObject');
  whole(r, raw.rounds, at('rounds'), 1, 20);
  whole(r, raw.seed, at('seed'), 0, 2 ** 32 - 1);
  const end = raw.roundEnd as Record<string, unknown> | undefined;
  if (!(
    end?.kind === 'gameEnd' ||
    (end?.kind === 'hands' && Number.isInteger(end.hands) && (end.hands as number) >= 1)
  )) {
    r.add(at('roundEnd'), 'notOneOf', {
      value: JSON.stringify(end ?? null).slice(0, 40),
      allowed: 'gameEnd, hands',
    });
  }
  if (typeof raw.prizes !== 'string' || raw.prizes.length > 2000)
    r.add(at('prizes'), 'notString', { value: typeof raw.prizes });
  const players = r.list(raw, 'players', at('players'));
  players.forEach((p, i) => player(r, p, `${at('players')}[${i}]`));
  const ids = new Set(players.map((p) => (p as TournamentPlayer)?.id));
  r.list(raw, 'draws', at('draws')).forEach((d, i) => draw(r, d, `${at('draws')}[${i}]`, ids));
  if (r.problems.length > before) return undefined;
  // Each field is right: now the whole (one id per player and table, rounds within it).
  const row = raw as unknown as TournamentRow;
  for (const fault of tournamentFaults({ ...row } as Tournament)) {
    r.add(at(fault.path), fault.code, fault.params);
  }
  return r.problems.length > before ? undefined : row;
}

function player(r: Reader, raw: unknown, path: string): void {
  if (!r.object(raw, path)) return;
  r.keys(raw, ['id', 'name', 'from', 'until'], path);
  r.id(raw.id, `${path}.id`);
  r.plainName(raw.name, `${path}.name`);
  whole(r, raw.from, `${path}.from`, 1, 21);
  if (raw.until !== null) whole(r, raw.until, `${path}.until`, 0, 20);
}

function draw(r: Reader, raw: unknown, path: string, players: Set<unknown>): void {
  if (!r.object(raw, path)) return;
  r.keys(raw, ['round', 'redraw', 'tables', 'games'], path);
  whole(r, raw.round, `${path}.round`, 1, 20);
  whole(r, raw.redraw, `${path}.redraw`, 0, 1_000_000);
  const tables = r.list(raw, 'tables', `${path}.tables`) as RoundDraw['tables'];
  const games = r.list(raw, 'games', `${path}.games`);
  tables.forEach((table, t) => {
    if (!Array.isArray(table) || table.length < 3 || table.length > 5) {
      r.add(`${path}.tables[${t}]`, 'notBetween', {
        value: Array.isArray(table) ? table.length : 0,
        min: 3,
        max: 5,
      });
    } else {
      table.forEach((id, s) => {
        if (!players.has(id))
          r.add(`${path}.tables[${t}][${s}]`, 'badId', { value: String(id).slice(0, 40) });
      });
    }
  });
  if (games.length !== tables.length)
    r.add(`${path}.games`, 'notBetween', {
      value: games.length,
      min: tables.length,
      max: tables.length,
    });
  games.forEach((id, g) => r.id(id, `${path}.games[${g}]`));
}

function whole(r: Reader, value: unknown, path: string, min: number, max: number): void {
  if (!Number.isInteger(value)) r.add(path, 'notWhole', { value: String(value) });
  else if ((value as number) < min || (value as number) > max)
    r.add(path, 'notBetween', { value: value as number, min, max });
}

/**
 * Why a stored tournament row cannot be a tournament, read as any file from outside is
 * (readTournamentRow): rows stored before these checks, or changed since by hand, are shown
 * by the desk in words instead of drawn (two tables with one game would fail the screen).
 */
export function storedTournamentProblems(row: TournamentRow): DbProblem[] {
  const r = new Reader();
  readTournamentRow(row, 'tournament', r);
  return r.problems;
}

/** Why a sheet is refused (checkSheet, RULES.md §4), as a problem with words in both languages. */
export function sheetProblem(refusal: SheetRefusal): DbProblem {
  const path = 'sheet';
  switch (refusal.code) {
    case 'notTournament':
      return { path, code: 'sheetNotTournament' };
    case 'otherTournament':
      return { path, code: 'sheetOtherTournament' };
    case 'otherRound':
      return { path, code: 'sheetOtherRound', params: { round: refusal.round } };
    case 'oldDraw':
      return { path, code: 'sheetOldDraw', params: { table: refusal.table } };
    case 'noTable':
      return { path, code: 'sheetNoTable', params: { table: refusal.table, round: refusal.round } };
    case 'tooManyHands': {
      const { table, hands, limit } = refusal;
      return { path, code: 'sheetTooManyHands', params: { table, hands, limit } };
    }
    default:
      return {
        path,
        code: 'sheetOtherPlayers',
        params: { table: refusal.table, names: refusal.names },
      };
  }
}
