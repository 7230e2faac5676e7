import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendHand,
  applyImport,
  backupReminderDue,
  exportBackup,
  lastBackupAt,
  markBackedUp,
  persistenceState,
  requestPersistence,
  startGame,
} from '../../../src/lib/db';
import { shareOrDownload } from '../../../src/lib/device/share';
import { BACKUP_REMINDER_AFTER } from '../../../src/lib/db/durability';
import { PERSISTENCE_ASKED } from '../../../src/lib/db/writes';
import { freshDatabase, ok, played, settingOf } from './helpers';
import { currentDatabase } from '../../../src/lib/db/database';

const DAY = 24 * 60 * 60 * 1000;

beforeEach(async () => {
  await freshDatabase();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function stubStorage(persisted: boolean, grant: boolean) {
  let state = persisted;
  const persist = vi.fn(async () => {
    state = state || grant;
    return state;
  });
  vi.stubGlobal('navigator', {
    storage: { persist, persisted: async () => state },
    permissions: { query: async () => ({ state: grant ? 'granted' : 'denied' }) },
  });
  return persist;
}

describe('persistent storage', () => {
  it('says unsupported where there is no navigator.storage (node, old browsers)', async () => {
    vi.stubGlobal('navigator', undefined);
    expect(await persistenceState()).toBe('unsupported');
    expect(await requestPersistence()).toBe('unsupported');
  });

  it('asks the browser and reports what it said', async () => {
    stubStorage(false, true);
    expect(await persistenceState()).toBe('prompt');
    expect(await requestPersistence()).toBe('persisted');
    expect(await persistenceState()).toBe('persisted');
    stubStorage(false, false);
    expect(await requestPersistence()).toBe('denied');
  });

  it('asks once, after the first finished game', async () => {
    const persist = stubStorage(false, true);
    const game = ok(
      await startGame({
        variant: 'bauerntarock',
        players: ['A', 'B', 'C'],
        firstDealer: 0,
        houseRules: { endAt: 1 },
      }),
    );
    ok(await appendHand(game.id, played({ declarer: 0 })));
    ok(await appendHand(game.id, played({ declarer: 1 })));
    expect(persist).not.toHaveBeenCalled();
    ok(await appendHand(game.id, played({ declarer: 2 }))); // the round is complete: finished
    await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    expect(typeof (await settingOf(currentDatabase(), PERSISTENCE_ASKED))).toBe('number');
    const second = ok(
      await startGame({
        variant: 'bauerntarock',
        players: ['A', 'B', 'C'],
        firstDealer: 0,
        houseRules: { endAt: 1 },
      }),
    );
    for (const declarer of [0, 1, 2]) ok(await appendHand(second.id, played({ declarer })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(persist).toHaveBeenCalledTimes(1);
  });
});

describe('backup reminder', () => {
  const now = Date.UTC(2026, 10, 30, 12);

  it('is due when not persisted and there was never a backup, or it is older than 7 days', async () => {
    expect(await lastBackupAt()).toBeUndefined();
    // A new device with no game has nothing to back up.
    expect(await backupReminderDue(now, 'prompt')).toBe(false);
    ok(
      await startGame({
        variant: 'bauerntarock',
        players: ['A', 'B', 'C'],
        firstDealer: 0,
        houseRules: {},
      }),
    );
    expect(await backupReminderDue(now, 'prompt')).toBe(true);
    ok(await markBackedUp(now - 6 * DAY));
    expect(await lastBackupAt()).toBe(now - 6 * DAY);
    expect(await backupReminderDue(now, 'prompt')).toBe(false);
    expect(await backupReminderDue(now - 6 * DAY + BACKUP_REMINDER_AFTER + 1, 'unsupported')).toBe(
      true,
    );
  });

  it('is never due while the browser keeps the data for sure', async () => {
    stubStorage(true, true);
    expect(await backupReminderDue(now)).toBe(false);
    expect(await backupReminderDue(now, 'persisted')).toBe(false);
  });

  it('is not part of a backup (it describes this device)', async () => {
    ok(await markBackedUp(now));
    expect(JSON.parse(await exportBackup()).settings).toEqual([]);
  });
});

describe('share or download', () => {
  it('shares a file where the browser can share files', async () => {
    const share = vi.fn(async (_data: { files: File[] }) => undefined);
    vi.stubGlobal('navigator', { canShare: () => true, share });
    expect(await shareOrDownload('spatz.json', '{"a":1}')).toBe('shared');
    const file = share.mock.calls[0]![0].files[0]!;
    expect(file.name).toBe('spatz.json');
    expect(await file.text()).toBe('{"a":1}');
  });

  it('reports a closed share sheet as cancelled, without downloading', async () => {
    const abort = Object.assign(new Error('closed'), { name: 'AbortError' });
    vi.stubGlobal('navigator', { canShare: () => true, share: async () => Promise.reject(abort) });
    expect(await shareOrDownload('spatz.json', '{}')).toBe('cancelled');
  });

  it('downloads through a link otherwise', async () => {
    const click = vi.fn();
    const link = {
      click,
      remove: vi.fn(),
      style: {} as Record<string, string>,
      href: '',
      download: '',
      rel: '',
    };
    vi.stubGlobal('navigator', { canShare: () => false, share: vi.fn() });
    vi.stubGlobal('document', { createElement: () => link, body: { append: vi.fn() } });
    expect(await shareOrDownload('spatz-backup.json', '{}')).toBe('downloaded');
    expect(click).toHaveBeenCalledTimes(1);
    expect(link.download).toBe('spatz-backup.json');
    expect(link.href).toMatch(/^blob:/);
  });

  it('fails softly where there is neither', async () => {
    vi.stubGlobal('navigator', undefined);
    expect(await shareOrDownload('x.json', '{}')).toBe('failed');
  });
});

describe('the backup reminder after an import', () => {
  const file = JSON.stringify({
    format: 'bauerntarock-game',
    version: 1,
    variant: 'bauerntarock',
    players: ['Anna', 'Bert', 'Chris'],
    hands: [{ kind: 'played', declarer: 0, contract: 'hineinschauen', declarerPoints: 70 }],
  });

  it('a first import into an empty phone is its backup: no reminder for a week', async () => {
    stubStorage(false, false);
    const now = Date.now();
    ok(await applyImport(file));
    // Nothing is written for it: the import's snapshot (of an empty phone) says it.
    expect(await lastBackupAt()).toBeUndefined();
    expect(await backupReminderDue(now + DAY)).toBe(false);
    // A week and a day later the reminder is due again (BACKUP_REMINDER_AFTER: 7 days).
    expect(await backupReminderDue(now + 8 * DAY)).toBe(true);
  });

  it('an import into a phone with games of its own leaves the reminder as it was', async () => {
    stubStorage(false, false);
    ok(
      await startGame({
        variant: 'bauerntarock',
        players: ['A', 'B', 'C'],
        firstDealer: 0,
        houseRules: {},
      }),
    );
    ok(await applyImport(file));
    expect(await lastBackupAt()).toBeUndefined();
    expect(await backupReminderDue(Date.now())).toBe(true);
  });
});
