/** Checks of what the organizer types for a tournament (RULES.md §4), before anything is written. */
import { GAME_FORMAT, GAME_VERSION, readGame, type HouseRuleOverrides } from '../rules';
import type { DbProblem } from '../files/problems';
import { nameKey } from '../rules/names';
import {
  MIN_PLAYERS,
  TOURNAMENT_VARIANTS,
  type RoundEnd,
  type TournamentVariant,
} from '../tournament';
import { dateProblem, placeProblem } from '../files/sessionValues';
import { checkName } from './rowInput';
import { invalid } from './transact';

export interface TournamentInput {
  name: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  place?: string;
  variant: TournamentVariant;
  houseRules: HouseRuleOverrides;
  rounds: number;
  roundEnd: RoundEnd;
  /** Names as typed or taken from the roster. */
  players: string[];
  /** The draws' seed, a 32-bit whole number (the state layer takes it from crypto). */
  seed: number;
}

/** At most this many rounds, and hands in a round, so that a typo cannot make a tournament of days. */
const MAX_ROUNDS = 20;
const MAX_HANDS_PER_ROUND = 1000;

export interface CheckedTournament extends Omit<TournamentInput, 'place' | 'players'> {
  place: string;
  players: string[];
}

/** The input checked and trimmed, or the write refused with every problem found. */
export function checkTournamentInput(input: TournamentInput): CheckedTournament {
  const problems: DbProblem[] = [];
  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (name === '') problems.push({ path: 'name', code: 'missing' });
  else {
    const problem = placeProblem(name);
    if (problem) problems.push({ path: 'name', ...problem });
  }
  const date = dateProblem(input.date);
  if (date) problems.push({ path: 'date', ...date });
  const place = input.place ?? '';
  const placeBad = placeProblem(place);
  if (placeBad) problems.push({ path: 'place', ...placeBad });
  if (!TOURNAMENT_VARIANTS.includes(input.variant)) {
    problems.push({
      path: 'variant',
      code: 'notOneOf',
      params: { value: String(input.variant), allowed: TOURNAMENT_VARIANTS.join(', ') },
    });
  }
  whole(problems, 'rounds', input.rounds, 1, MAX_ROUNDS);
  if (input.roundEnd?.kind === 'hands') {
    whole(problems, 'roundEnd.hands', input.roundEnd.hands, 1, MAX_HANDS_PER_ROUND);
  } else if (input.roundEnd?.kind !== 'gameEnd') {
    problems.push({ path: 'roundEnd', code: 'missing' });
  }
  if (!Number.isSafeInteger(input.seed))
    problems.push({ path: 'seed', code: 'notWhole', params: { value: String(input.seed) } });
  // The house rules as the reader takes them at a table of 4 (dealerSitsOut is allowed there).
  const rules = readGame({
    format: GAME_FORMAT,
    version: GAME_VERSION,
    variant: TOURNAMENT_VARIANTS.includes(input.variant) ? input.variant : 'bauerntarock',
    players: ['1', '2', '3', '4'],
    houseRules: input.houseRules,
  });
  if (!rules.ok) problems.push(...rules.problems.filter((p) => p.path.startsWith('houseRules')));
  const players: string[] = [];
  const seen = new Map<string, number>();
  (Array.isArray(input.players) ? input.players : []).forEach((raw, i) => {
    if (typeof raw === 'string' && raw.trim() === '') return; // an empty field is no player
    const trimmed = checkName(raw, `players[${i}]`);
    const key = nameKey(trimmed);
    if (seen.has(key)) {
      problems.push({
        path: `players[${i}]`,
        code: 'duplicateName',
        params: { name: trimmed, seat: seen.get(key)! + 1 },
      });
    } else seen.set(key, i);
    players.push(trimmed);
  });
  if (players.length < MIN_PLAYERS) {
    problems.push({
      path: 'players',
      code: 'tooFewForTournament',
      params: { count: players.length },
    });
  }
  if (problems.length > 0) invalid(problems);
  return {
    name,
    date: input.date,
    place: place.trim(),
    variant: input.variant,
    houseRules: rules.ok ? rules.value.houseRules : {},
    rounds: input.rounds,
    roundEnd:
      input.roundEnd.kind === 'hands'
        ? { kind: 'hands', hands: input.roundEnd.hands }
        : { kind: 'gameEnd' },
    players,
    seed: input.seed >>> 0,
  };
}

function whole(
  problems: DbProblem[],
  path: string,
  value: unknown,
  min: number,
  max: number,
): void {
  if (!Number.isInteger(value)) {
    problems.push({ path, code: 'notWhole', params: { value: String(value) } });
  } else if ((value as number) < min || (value as number) > max) {
    problems.push({ path, code: 'notBetween', params: { value: value as number, min, max } });
  }
}
