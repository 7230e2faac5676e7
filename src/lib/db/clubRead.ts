/**
 * Whether this phone belongs to a club, read at every start (state/club.svelte.ts): a module
 * of its own, so a phone without a club loads nothing more (the sync and the receive merge
 * load only with a club, clubWrites.ts).
 */
import { currentDatabase } from './database';
import type { ClubSettings } from '../club/invite';

export interface ClubState {
  settings?: ClubSettings;
  checkpoint: string;
  lastSync?: number;
}

function isSettings(value: unknown): value is ClubSettings {
  if (value === null || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['server', 'db', 'user', 'password', 'club'].every((k) => typeof v[k] === 'string');
}

/** The club this phone belongs to, if any, with the sync's checkpoint. */
export async function readClub(): Promise<ClubState> {
  const db = currentDatabase();
  // Only these rows: the club table holds the shared tournaments too (clubShared.ts).
  const rows = await db.club.bulkGet(['settings', 'checkpoint', 'lastSync']);
  const value = (key: string) => rows.find((row) => row?.key === key)?.value;
  const settings = value('settings');
  const checkpoint = value('checkpoint');
  const lastSync = value('lastSync');
  return {
    ...(isSettings(settings) ? { settings } : {}),
    checkpoint: typeof checkpoint === 'string' ? checkpoint : '0',
    ...(typeof lastSync === 'number' ? { lastSync } : {}),
  };
}
