/**
 * Who may write a club document, in the cases a server test does not reach (FORMAT.md "A
 * club's season"): a server admin, nobody, tombstones and a game written again after one; and
 * what a game or roster document must be beside the game file (the game file itself:
 * tests/unit/club/validateSource.test.ts).
 */
import { describe, expect, test } from 'vitest';
import { clubDocProblem, clubRefusal, MAX_ROSTER_NAMES } from '../../../src/lib/files/clubDoc';
import { gameDoc } from '../../support/clubDocs';

const DB = 'club';
const anna = { name: 'anna', roles: ['club:member'] };
const bert = { name: 'bert', roles: ['club:member'] };

/** Freezes a value all the way down: CouchDB may hand the check sealed documents. */
function frozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    for (const inner of Object.values(value)) frozen(inner);
    Object.freeze(value);
  }
  return value;
}

describe('clubRefusal', () => {
  test('a server admin may write anything, nobody and a member of another club nothing', () => {
    const admin = { name: 'admin', roles: ['_admin'] };
    expect(clubRefusal({ _id: 'x', colour: 'red' }, null, admin, DB)).toBeUndefined();
    const game = gameDoc('g1', 'anna');
    expect(clubRefusal(game, null, { name: null, roles: [] }, DB)).toBe('not-member');
    expect(clubRefusal(game, null, { name: 'anna', roles: ['other:member'] }, DB)).toBe(
      'not-member',
    );
  });

  test('reads a game without changing it', () => {
    expect(clubRefusal(frozen(gameDoc('g1', 'anna')), null, anna, DB)).toBeUndefined();
  });

  test('a tombstone of a game the server never had may name no keeper, not another one', () => {
    expect(clubRefusal({ _id: 'g2', _deleted: true }, null, bert, DB)).toBeUndefined();
    expect(clubRefusal({ _id: 'g2', _deleted: true, keeper: 'anna' }, null, bert, DB)).toBe(
      'not-keeper',
    );
  });

  test('after a bodiless tombstone the new document says who keeps it; after a full one the old', () => {
    const bare = { _id: 'g3', _rev: '2-a', _deleted: true };
    expect(clubRefusal(gameDoc('g3', 'bert'), bare, bert, DB)).toBeUndefined();
    const full = { ...gameDoc('g3', 'anna'), _rev: '2-a', _deleted: true };
    expect(clubRefusal(gameDoc('g3', 'bert'), full, bert, DB)).toBe('not-keeper');
  });

  test('a deletion carrying attachments is refused', () => {
    const stored = gameDoc('g4', 'anna');
    const deletion = { _id: 'g4', _deleted: true, _attachments: {} };
    expect(clubRefusal(deletion, stored, anna, DB)).toBe('bad-doc');
  });
});

describe('clubDocProblem', () => {
  const game = gameDoc('g5', 'anna');
  const evening = game.evening as Record<string, unknown>;

  test('a game document as the app writes it is fine', () => {
    expect(clubDocProblem(game)).toBeUndefined();
  });

  test.each([
    ['a key no game file has', { ...game, colour: 'red' }],
    ["an id that is not the game's own", { ...game, _id: 'g6' }],
    ['no ids under meta.spatz', { ...game, meta: {} }],
    ['a keeper that is no user name', { ...game, keeper: 'Anna Maier' }],
    ["an evening not the game's", { ...game, evening: { ...evening, id: 'other' } }],
    ['an evening on no calendar day', { ...game, evening: { ...evening, date: '2026-02-30' } }],
    ['a stake out of range', { ...game, evening: { ...evening, stake: 1000 } }],
    ['an evening key of its own', { ...game, evening: { ...evening, note: 'x' } }],
  ])('a game with %s: bad-game', (_, doc) => {
    expect(clubDocProblem(doc)).toBe('bad-game');
  });

  test('attachments, another format or a reserved id: bad-doc', () => {
    expect(clubDocProblem({ ...game, _attachments: { 'a.txt': {} } })).toBe('bad-doc');
    expect(clubDocProblem({ ...game, format: 'spatz-backup' })).toBe('bad-doc');
  });

  test('a shared tournament with no tournament file in it: bad-tournament', () => {
    expect(clubDocProblem({ _id: 'tournament:t1', keeper: 'anna' })).toBe('bad-tournament');
  });

  test('a roster: its keeper in its id, valid names, each once (FORMAT.md "Names")', () => {
    const roster = { _id: 'roster:anna', kind: 'roster', keeper: 'anna', names: ['Anna', 'Bert'] };
    expect(clubDocProblem(roster)).toBeUndefined();
    const names = (n: number) => Array.from({ length: n }, (_, i) => `Name ${i}`);
    for (const bad of [
      { ...roster, keeper: 'bert' },
      { ...roster, names: ['Straße', 'STRASSE'] },
      { ...roster, names: ['\u202EAnna'] },
      { ...roster, names: names(MAX_ROSTER_NAMES + 1) },
      { ...roster, colour: 'red' },
    ]) {
      expect(clubDocProblem(bad)).toBe('bad-roster');
    }
    expect(clubDocProblem({ ...roster, names: names(MAX_ROSTER_NAMES) })).toBeUndefined();
  });
});
