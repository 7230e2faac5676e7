/**
 * Anna's phone and Bert's at one table (FORMAT.md "Between phones"), fresh before every test
 * of a file that calls `twoPhonesEachTest()`: Anna's is the sender, Bert's the receiver and
 * the default database. `phones`, `anna` and `bert` are live bindings: read them inside a
 * test, where they hold that test's phones.
 */
import { beforeEach } from 'vitest';
import type { SpatzDatabase } from '../../../src/lib/db';
import { onDb, twoPhones, type Phones } from './phones';

export let phones: Phones;
export let anna: SpatzDatabase;
export let bert: SpatzDatabase;

export function twoPhonesEachTest(): void {
  beforeEach(async () => {
    phones = await twoPhones();
    anna = phones.sender;
    bert = phones.receiver;
  });
}

/** Runs `work` against `db`, then hands Bert's phone back as the default database. */
export const on = <T>(db: SpatzDatabase, work: () => Promise<T>): Promise<T> =>
  onDb(phones, db, work);

/** Lets the clock move on, so each phone's next write is later. */
export const tick = () => new Promise((resolve) => setTimeout(resolve, 3));
