/**
 * Who may write a club document, in the cases a server test does not reach (FORMAT.md "A
 * club's season"): a server admin, nobody, tombstones and a game written again after one.
 */
import { describe, expect, test } from 'vitest';
import { clubRefusal } from '../../../src/lib/files/clubDoc';
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
