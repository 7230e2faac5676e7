/** RULES.md §1.4: every row of the Spatz table, for both sides, and the spatz.* house rules. */
import { describe, it } from 'vitest';
import { checkHandRow, played, spatz, type HandRow } from './helpers';

const H = 'hineinschauen';
const S = 'sumpern';

const rows: HandRow[] = [
  // §1.4 the Spatz, every row of the table, both sides.
  {
    rule: "§1.4 declarer's Spatz wins before the last: +won",
    hand: played(0, H, { declarerPoints: 70, ...spatz('declarer', 'won') }),
    score: 15,
    made: true,
  },
  {
    rule: "§1.4 declarer's Spatz wins the last trick: +wonLast",
    hand: played(0, H, { declarerPoints: 70, ...spatz('declarer', 'won', true) }),
    score: 20,
    made: true,
  },
  {
    rule: "§1.4 declarer's Spatz captured before the last: −lost",
    hand: played(0, H, { declarerPoints: 70, ...spatz('declarer', 'lost') }),
    score: 5,
    made: true,
  },
  {
    rule: "§1.4 declarer's Spatz captured in the last trick: −lostLast",
    hand: played(0, H, { declarerPoints: 70, ...spatz('declarer', 'lost', true) }),
    score: 0,
    made: true,
  },
  {
    rule: "§1.4 defenders' Spatz wins before the last: −won",
    hand: played(0, H, { declarerPoints: 70, ...spatz('defenders', 'won') }),
    score: 5,
    made: true,
  },
  {
    rule: "§1.4 defenders' Spatz wins the last trick: −wonLast",
    hand: played(0, H, { declarerPoints: 70, ...spatz('defenders', 'won', true) }),
    score: 0,
    made: true,
  },
  {
    rule: "§1.4 defenders' Spatz captured before the last: +lost",
    hand: played(0, H, { declarerPoints: 70, ...spatz('defenders', 'lost') }),
    score: 15,
    made: true,
  },
  {
    rule: "§1.4 defenders' Spatz captured in the last trick: +lostLast",
    hand: played(0, H, { declarerPoints: 70, ...spatz('defenders', 'lost', true) }),
    score: 20,
    made: true,
  },
  {
    rule: '§1.4 Spatz does not move the made line',
    hand: played(0, H, { declarerPoints: 58, ...spatz('declarer', 'won', true) }),
    score: 8,
    made: false,
  },
  {
    rule: '§1.4 Spatz doubled with the hand',
    hand: played(0, S, { declarerPoints: 70, ...spatz('declarer', 'won') }),
    score: 30,
    made: true,
  },
  {
    rule: '§1.4 partial override spatz.lostLast keeps the others',
    hand: played(0, H, { declarerPoints: 70, ...spatz('declarer', 'won') }),
    houseRules: { spatz: { lostLast: 7 } },
    score: 15,
    made: true,
  },
  {
    rule: '§1.4 partial override spatz.lostLast applies',
    hand: played(0, H, { declarerPoints: 70, ...spatz('declarer', 'lost', true) }),
    houseRules: { spatz: { lostLast: 7 } },
    score: 3,
    made: true,
  },
  {
    rule: '§1.4 spatz.won override',
    hand: played(0, H, { declarerPoints: 70, ...spatz('defenders', 'won') }),
    houseRules: { spatz: { won: 2 } },
    score: 8,
    made: true,
  },
  {
    rule: '§1.4 spatz.wonLast override',
    hand: played(0, H, { declarerPoints: 70, ...spatz('declarer', 'won', true) }),
    houseRules: { spatz: { wonLast: 0 } },
    score: 10,
    made: true,
  },
  {
    rule: '§1.4 spatz.lost override',
    hand: played(0, H, { declarerPoints: 70, ...spatz('defenders', 'lost') }),
    houseRules: { spatz: { lost: 9 } },
    score: 19,
    made: true,
  },
  {
    rule: '§1.4 every spatz value overridden',
    hand: played(0, H, { declarerPoints: 70, ...spatz('defenders', 'won', true) }),
    houseRules: { spatz: { won: 1, wonLast: 2, lost: 3, lostLast: 4 } },
    score: 8,
    made: true,
  },
  {
    rule: "§1.4 no spatz key: talon, discard or partner's trick: nothing",
    hand: played(0, H, { declarerPoints: 70 }),
    houseRules: { spatz: { won: 50 } },
    score: 10,
    made: true,
  },
];

describe('RULES.md §1.4 the Spatz', () => {
  it.each(rows)('$rule', (row) => checkHandRow(row, 'bauerntarock', 3));
  it.each(rows)('dobbm $rule', (row) =>
    checkHandRow(
      { ...row, hand: { ...row.hand, contract: row.hand.contract === S ? 'solo' : 'dobbm' } },
      'dobbm',
      4,
    ),
  );
});
