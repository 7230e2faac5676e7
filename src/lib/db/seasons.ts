/**
 * The seasons this phone's club screen offers (files/seasons.ts): one settings row,
 * read whole and replaced whole. A device setting: not among a backup's settings
 * (sharedSettings.ts), so a restore never brings another phone's list.
 */
import { currentDatabase } from './database';
import { readSeasons, SEASONS_SETTING } from '../files/seasons';
import type { Season } from '../stats';
import { transact } from './transact';
import type { WriteResult } from '../files/types';

export async function loadSeasons(): Promise<Season[]> {
  const row = await currentDatabase().settings.get(SEASONS_SETTING);
  return readSeasons(row?.value);
}

/** Keeps the named seasons; only good ones are stored (readSeasons). */
export function saveSeasons(seasons: readonly Season[]): Promise<WriteResult<Season[]>> {
  const kept = readSeasons(seasons);
  // Safe: one key/value row replaced whole.
  return transact('settings', async (db) => {
    await db.settings.put({ key: SEASONS_SETTING, value: kept });
    return kept;
  });
}
