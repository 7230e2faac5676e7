/** RULES.md §1.6 (and §2's immediate end): status, handsLeft, nextDealer. */
import { describe, expect, it } from 'vitest';
import { gameFile, played, problemsOf, redeal, score, type FileHand } from './helpers';

const H = 'hineinschauen';
/** A made Hineinschauen worth `points − 60`, or 480 with three calls and every trick. */
const win = (declarer: number, points = 70): FileHand =>
  played(declarer, H, { declarerPoints: points });
const big = (declarer: number): FileHand =>
  played(declarer, H, { doublings: 1, declarerTricks: 'all' }); // 120
const loss = (declarer: number): FileHand =>
  played(declarer, H, { doublings: 2, declarerTricks: 'none' }); // −240

interface Row {
  rule: string;
  players: number;
  hands: FileHand[];
  houseRules?: Record<string, unknown>;
  firstDealer?: number;
  status: string;
  handsLeft: number | null;
  nextDealer: number;
}

const rows: Row[] = [
  {
    rule: '§1.6 no hands: running',
    players: 3,
    hands: [],
    status: 'running',
    handsLeft: null,
    nextDealer: 0,
  },
  {
    rule: '§1.6 below endAt: running',
    players: 3,
    hands: [win(0, 99), win(1)],
    status: 'running',
    handsLeft: null,
    nextDealer: 2,
  },
  {
    rule: '§1.6 trigger on the first hand of a round: 2 left',
    players: 3,
    hands: [big(0)],
    status: 'lastRound',
    handsLeft: 2,
    nextDealer: 1,
  },
  {
    rule: '§1.6 trigger on the second hand: 1 left',
    players: 3,
    hands: [win(0), big(1)],
    status: 'lastRound',
    handsLeft: 1,
    nextDealer: 2,
  },
  {
    rule: '§1.6 trigger on the last hand of a round ends at once',
    players: 3,
    hands: [win(0), win(1), big(2)],
    status: 'finished',
    handsLeft: 0,
    nextDealer: 0,
  },
  {
    rule: '§1.6 the round is finished after the trigger',
    players: 3,
    hands: [big(0), win(1), win(2)],
    status: 'finished',
    handsLeft: 0,
    nextDealer: 0,
  },
  {
    rule: '§1.6 reaching exactly endAt triggers',
    players: 3,
    hands: [played(0, 'sumpern', { doublings: 2, declarerPoints: 73 })],
    houseRules: { endAt: 104 },
    status: 'lastRound',
    handsLeft: 2,
    nextDealer: 1,
  },
  {
    rule: '§1.6 one below endAt does not',
    players: 3,
    hands: [played(0, 'sumpern', { doublings: 2, declarerPoints: 73 })],
    houseRules: { endAt: 105 },
    status: 'running',
    handsLeft: null,
    nextDealer: 1,
  },
  {
    rule: '§1.6 the trigger holds when the total drops back',
    players: 3,
    hands: [big(0), loss(0)],
    status: 'lastRound',
    handsLeft: 1,
    nextDealer: 2,
  },
  {
    rule: '§1.6 dropped back, the round still ends',
    players: 3,
    hands: [big(0), loss(0), win(1)],
    status: 'finished',
    handsLeft: 0,
    nextDealer: 0,
  },
  {
    rule: '§1.6 negative totals never trigger',
    players: 3,
    hands: [loss(0), loss(1), loss(2)],
    status: 'running',
    handsLeft: null,
    nextDealer: 0,
  },
  {
    rule: '§1.6 redeals do not count in the round',
    players: 3,
    hands: [big(0), redeal, redeal, win(1)],
    status: 'lastRound',
    handsLeft: 1,
    nextDealer: 2,
  },
  {
    rule: '§1.6 a redeal after the trigger leaves handsLeft',
    players: 3,
    hands: [win(0), big(1), redeal],
    status: 'lastRound',
    handsLeft: 1,
    nextDealer: 2,
  },
  {
    rule: '§1.6 rounds count from the first hand, not seat 0',
    players: 3,
    firstDealer: 2,
    hands: [win(0), big(1), win(2)],
    status: 'finished',
    handsLeft: 0,
    nextDealer: 2,
  },
  {
    rule: '§1.6 trigger in the second round',
    players: 3,
    hands: [win(0), win(1), win(2), big(0)],
    status: 'lastRound',
    handsLeft: 2,
    nextDealer: 1,
  },
  {
    rule: '§1.6 4 players: a round of 4',
    players: 4,
    hands: [big(1), win(2), win(3)],
    status: 'lastRound',
    handsLeft: 1,
    nextDealer: 3,
  },
  {
    rule: '§1.6 4 players: finished after 4',
    players: 4,
    hands: [big(1), win(2), win(3), win(0)],
    status: 'finished',
    handsLeft: 0,
    nextDealer: 0,
  },
  {
    rule: '§1.6 5 at the table: the dealer who sits out counts',
    players: 5,
    hands: [big(1), win(2), win(3), win(4)],
    status: 'lastRound',
    handsLeft: 1,
    nextDealer: 4,
  },
  {
    rule: '§1.6 5 at the table: finished after 5',
    players: 5,
    hands: [big(1), win(2), win(3), win(4), win(0)],
    status: 'finished',
    handsLeft: 0,
    nextDealer: 0,
  },
  {
    rule: '§1.6 dealerSitsOut at 4: a round of 4',
    players: 4,
    houseRules: { dealerSitsOut: true },
    hands: [big(1), win(2), win(3)],
    status: 'lastRound',
    handsLeft: 1,
    nextDealer: 3,
  },
  {
    rule: '§1.6 endAt null: no automatic end',
    players: 3,
    houseRules: { endAt: null },
    hands: [big(0), big(0), big(0), big(0)],
    status: 'running',
    handsLeft: null,
    nextDealer: 1,
  },
  {
    rule: '§1.6 endAt 5',
    players: 3,
    houseRules: { endAt: 5 },
    hands: [win(0, 65)],
    status: 'lastRound',
    handsLeft: 2,
    nextDealer: 1,
  },
  {
    rule: '§1.6 endAt 1',
    players: 3,
    houseRules: { endAt: 1 },
    hands: [win(0, 60), win(1, 61)],
    status: 'lastRound',
    handsLeft: 1,
    nextDealer: 2,
  },
  {
    rule: '§1.6 a defender cannot reach endAt: only the declarer scores',
    players: 3,
    hands: [win(0, 99), win(0, 99), loss(1)],
    status: 'running',
    handsLeft: null,
    nextDealer: 0,
  },
  // §2 Dobbm: the declarer deals next; with endAt, the game ends right after the hand.
  {
    rule: '§2 dobbm: no automatic end by default',
    players: 4,
    hands: [big(1), big(1), big(1)].map((h) => ({ ...h, contract: 'dobbm' })),
    status: 'running',
    handsLeft: null,
    nextDealer: 1,
  },
  {
    rule: '§2 dobbm with endAt ends after the hand that reached it',
    players: 4,
    houseRules: { endAt: 100 },
    hands: [{ ...big(2), contract: 'dobbm' }],
    status: 'finished',
    handsLeft: 0,
    nextDealer: 2,
  },
  {
    rule: '§2 dobbm below endAt keeps running',
    players: 5,
    houseRules: { endAt: 100 },
    hands: [{ ...win(2), contract: 'dobbm' }],
    status: 'running',
    handsLeft: null,
    nextDealer: 2,
  },
];

describe('RULES.md §1.6 end of the game', () => {
  it.each(rows)('$rule', (row) => {
    const variant = row.hands.some((h) => h.contract === 'dobbm') ? 'dobbm' : 'bauerntarock';
    const extra = {
      ...(row.houseRules ? { houseRules: row.houseRules } : {}),
      ...(row.firstDealer === undefined ? {} : { firstDealer: row.firstDealer }),
    };
    const result = score(gameFile(variant, row.players, row.hands, extra));
    expect({ status: result.status, handsLeft: result.handsLeft, next: result.nextDealer }).toEqual(
      { status: row.status, handsLeft: row.handsLeft, next: row.nextDealer },
    );
  });
});

describe('RULES.md §1.6 hands after the end are refused', () => {
  const ended = [big(0), win(1), win(2)];
  it.each([
    { rule: '§1.6 a played hand after the end', extra: win(0), path: 'hands[3]' },
    { rule: '§1.6 a redeal after the end, too', extra: redeal, path: 'hands[3]' },
  ])('$rule', ({ extra, path }) => {
    const problems = problemsOf(gameFile('bauerntarock', 3, [...ended, extra]));
    expect(problems).toEqual([{ path, code: 'afterEnd', params: { hand: 2 } }]);
  });

  it('§1.6 every hand after the end is named', () => {
    const problems = problemsOf(gameFile('bauerntarock', 3, [...ended, redeal, win(0)]));
    expect(problems.map((p) => p.path)).toEqual(['hands[3]', 'hands[4]']);
  });

  it('§2 dobbm: a hand after the immediate end', () => {
    const hands = [{ ...big(2), contract: 'dobbm' }, redeal];
    const problems = problemsOf(gameFile('dobbm', 4, hands, { houseRules: { endAt: 100 } }));
    expect(problems.map((p) => [p.path, p.code])).toEqual([['hands[1]', 'afterEnd']]);
  });
});
