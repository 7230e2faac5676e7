import { describe, expect, it } from 'vitest';
import {
  CARD_RANKS,
  checkCount,
  checkPoints,
  countPoints,
  emptyCount,
  type CardCount,
} from '../../../src/lib/rules';

const pile = (counts: Partial<CardCount>): CardCount => ({ ...emptyCount(), ...counts });

describe('counting a pile of cards (RULES.md, Terms: Daus 11, Zehner 10, König 4, Ober 3, Unter 2)', () => {
  it('an empty pile (only 9-8-7-6) is worth nothing', () => {
    expect(countPoints(emptyCount())).toBe(0);
  });

  it('adds each rank times its value', () => {
    // 2 Daus + 1 Zehner + 3 Ober = 22 + 10 + 9 = 41
    expect(countPoints(pile({ daus: 2, zehner: 1, ober: 3 }))).toBe(41);
    // 1 König + 1 Unter = 4 + 2 = 6
    expect(countPoints(pile({ koenig: 1, unter: 1 }))).toBe(6);
    // 4 Daus + 4 Zehner = 44 + 40 = 84
    expect(countPoints(pile({ daus: 4, zehner: 4 }))).toBe(84);
    // 3 Daus + 2 Zehner + 1 König + 2 Ober + 4 Unter = 33 + 20 + 4 + 6 + 8 = 71
    expect(countPoints(pile({ daus: 3, zehner: 2, koenig: 1, ober: 2, unter: 4 }))).toBe(71);
  });

  it('the whole pack is 120: 44 + 40 + 16 + 12 + 8', () => {
    expect(countPoints(pile({ daus: 4, zehner: 4, koenig: 4, ober: 4, unter: 4 }))).toBe(120);
  });

  it('gives the other pile as 120 minus the counted one', () => {
    // 41 counted: 79 for the other side.
    expect(checkCount(pile({ daus: 2, zehner: 1, ober: 3 }))).toEqual({
      ok: true,
      points: 41,
      other: 79,
    });
    expect(checkCount(emptyCount())).toEqual({ ok: true, points: 0, other: 120 });
  });

  it('refuses more than four cards of a rank (four suits), or part of a card', () => {
    expect(checkCount(pile({ daus: 5 }))).toMatchObject({ ok: false, reason: 'tooMany' });
    expect(checkCount(pile({ unter: -1 }))).toMatchObject({ ok: false, reason: 'tooMany' });
    expect(checkCount(pile({ ober: 1.5 }))).toMatchObject({ ok: false, reason: 'tooMany' });
  });

  it('refuses 1 and 119 (RULES.md §1.3), and anything outside 0 to 120', () => {
    expect(checkPoints(1)).toMatchObject({ ok: false, reason: 'impossible' });
    expect(checkPoints(119)).toMatchObject({ ok: false, reason: 'impossible' });
    expect(checkPoints(121)).toMatchObject({ ok: false, reason: 'tooMany' });
    expect(checkPoints(-2)).toMatchObject({ ok: false, reason: 'tooMany' });
    expect(checkPoints(2)).toEqual({ ok: true, points: 2, other: 118 });
    expect(checkPoints(118)).toEqual({ ok: true, points: 118, other: 2 });
  });

  it('no pile a pack can hold counts 1 or 119, and its rest counts 120 minus it', () => {
    // Every pile of 0-4 cards per rank (5^5 of them): the smallest card is an Unter (2),
    // so 1 cannot be made, and 119 would leave 1 for the rest of the pack.
    let piles = 0;
    const counts = [0, 1, 2, 3, 4];
    for (const daus of counts)
      for (const zehner of counts)
        for (const koenig of counts)
          for (const ober of counts)
            for (const unter of counts) {
              const count = { daus, zehner, koenig, ober, unter };
              const rest = Object.fromEntries(
                CARD_RANKS.map((rank) => [rank, 4 - count[rank]]),
              ) as CardCount;
              const check = checkCount(count);
              expect(check.ok).toBe(true);
              expect(countPoints(count) + countPoints(rest)).toBe(120);
              piles += 1;
            }
    expect(piles).toBe(3125);
  });
});
