/**
 * Two phones for the tests of a game handed between them (FORMAT.md "Between phones"):
 * two fresh databases, the receiver's the one reads and writes use, and the sender's
 * game as its share screen hands it over (exportGame plus `meta.spatz.sent`).
 */
import { exportForTable, exportGame, type SpatzDatabase } from '../../../src/lib/db';
import { useDatabase } from '../../../src/lib/db/database';
import type { Hand } from '../../../src/lib/rules';
import { freshDatabase, ok, played } from './helpers';

export interface Phones {
  sender: SpatzDatabase;
  receiver: SpatzDatabase;
}

export async function twoPhones(): Promise<Phones> {
  const phones = { sender: await freshDatabase(), receiver: await freshDatabase() };
  useDatabase(phones.receiver);
  return phones;
}

/** Runs `work` against the sender's database, then hands the receiver back. */
export async function onPhone<T>(phones: Phones, work: () => Promise<T>): Promise<T> {
  useDatabase(phones.sender);
  try {
    return await work();
  } finally {
    useDatabase(phones.receiver);
  }
}

/** The sender's game as sent: its file, with `sent = { rev, from, at }`. */
export function sentFrom(
  phones: Phones,
  gameId: string,
  from: string,
  at: number,
): Promise<string> {
  return onPhone(phones, async () => {
    const file = JSON.parse((await exportGame(gameId))!);
    const rev = (await phones.sender.games.get(gameId))!.rev ?? '';
    file.meta.spatz.sent = { rev, from, at };
    return JSON.stringify(file);
  });
}

/** Hineinschauen by `declarer` with these card points: scores points − 60 (RULES.md §1.5). */
export const hand = (declarer: number, declarerPoints: number): Hand =>
  played({ declarer, contract: 'hineinschauen', declarerPoints });

/** Runs `work` against `db`, then hands the receiver back (the default database). */
export async function onDb<T>(
  phones: Phones,
  db: SpatzDatabase,
  work: () => Promise<T>,
): Promise<T> {
  useDatabase(db);
  try {
    return await work();
  } finally {
    useDatabase(phones.receiver);
  }
}

/** The evening of `gameId` as phone `db` shows it to the table (the share screen's text). */
export function eveningFrom(
  phones: Phones,
  db: SpatzDatabase,
  gameId: string,
  name: string,
  at = Date.now(),
): Promise<string> {
  return onDb(phones, db, async () => ok(await exportForTable(gameId, name, at)).text);
}
