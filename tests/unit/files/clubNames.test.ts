/**
 * The names offered "from the club" (other members' rosters, FORMAT.md "A club's season") and
 * the places offered for a new evening: each person or place once, compared as FORMAT.md
 * compares names (NFKC, case folded, trimmed).
 */
import { describe, expect, it } from 'vitest';
import { clubOnlyNames, knownPlaces } from '../../../src/lib/files/roster';

describe("other members' names", () => {
  it('leaves out every name this phone has, whatever its case; each person once, by name', () => {
    const own = ['Anna', 'Bert'];
    const rosters = [
      { keeper: 'cilli', names: ['anna', 'Dora', 'Zenzi'] },
      { keeper: 'bert', names: ['BERT', 'dora', 'Emil '] },
    ];
    // bert's roster comes first (by user name): his "dora" is the spelling offered.
    expect(clubOnlyNames(own, rosters)).toEqual(['dora', 'Emil', 'Zenzi']);
  });

  it('"Straße" and "STRASSE" are one person (full case folding)', () => {
    expect(clubOnlyNames(['Straße'], [{ keeper: 'anna', names: ['STRASSE', 'Ötzi'] }])).toEqual([
      'Ötzi',
    ]);
  });

  it('no club, no names', () => {
    expect(clubOnlyNames(['Anna'], [])).toEqual([]);
  });
});

describe('the places of earlier evenings', () => {
  it('latest evening first, each place once, none for an evening without one', () => {
    const evenings = [
      { date: '2026-11-03', createdAt: 1, place: 'Gasthof Post' },
      { date: '2026-11-10', createdAt: 2, place: 'Hütte' },
      { date: '2026-11-17', createdAt: 3 },
      { date: '2026-11-17', createdAt: 4, place: ' gasthof post ' },
      { date: '2026-11-01', createdAt: 5, place: 'Kirchberg' },
    ];
    expect(knownPlaces(evenings)).toEqual(['gasthof post', 'Hütte', 'Kirchberg']);
  });
});
