import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { markBackedUp, startGame } from '../../../src/lib/db';
import { BackupReminderState } from '../../../src/lib/state/backupReminder.svelte';
import { freshDatabase, ok, three } from '../db/helpers';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  await freshDatabase();
  // There is something to back up (an empty device is never reminded).
  ok(await startGame(three));
});

// Node has no navigator.storage: storage counts as not persistent, as in a browser that evicts.
describe('BackupReminderState', () => {
  it('shows when there never was a backup, until dismissed for this visit', async () => {
    const reminder = new BackupReminderState();
    expect(reminder.visible).toBe(false);
    await reminder.refresh(Date.UTC(2026, 10, 30));
    expect(reminder.visible).toBe(true);
    expect(reminder.lastBackup).toBeNull();
    reminder.dismiss();
    expect(reminder.visible).toBe(false);
  });

  it('stays away for 7 days after a backup, then comes back', async () => {
    const backedUp = Date.UTC(2026, 10, 1);
    await markBackedUp(backedUp);
    const reminder = new BackupReminderState();
    await reminder.refresh(backedUp + 6 * DAY);
    expect(reminder.visible).toBe(false);
    await reminder.refresh(backedUp + 8 * DAY);
    expect(reminder.visible).toBe(true);
    expect(reminder.lastBackup).toBe(backedUp);
  });
});
