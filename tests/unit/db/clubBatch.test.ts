/**
 * A batch of the club's evenings is stored in one transaction (FORMAT.md "A club's season"),
 * its new games added together at its end: an evening of the batch that names a game an
 * earlier one adds still finds it stored, as it would one batch later.
 */
import { beforeEach, expect, it } from 'vitest';
import { appendHand, startGame, type SpatzDatabase } from '../../../src/lib/db';
import { storeClubEvenings } from '../../../src/lib/db/clubWrites';
import { ok, three } from './helpers';
import { eveningFrom, hand, onPhone, twoPhones, type Phones } from './phones';

let phones: Phones;
let receiver: SpatzDatabase;

beforeEach(async () => {
  phones = await twoPhones();
  ({ receiver } = phones);
});

it('stores a game that comes twice in one batch once, the second time as the same', async () => {
  const id = await onPhone(phones, async () => {
    const game = ok(await startGame({ ...three, session: { place: 'Hütte' } }));
    for (const h of [hand(1, 70), hand(2, 50), hand(0, 80)]) ok(await appendHand(game.id, h));
    return game.id;
  });
  const text = await eveningFrom(phones, phones.sender, id, 'Anna');
  const stored = await storeClubEvenings([text, text], Date.now());
  expect(stored).toEqual({ ok: true, games: 2, besides: 0, restored: 0, handed: [] });
  expect((await receiver.games.toArray()).map((g) => g.id)).toEqual([id]);
  expect(await receiver.hands.count()).toBe(3);
  expect(await receiver.sessions.count()).toBe(1);
});
