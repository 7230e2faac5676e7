/**
 * A file the import refuses is refused in words a person reads, never a JSON path or a
 * parser's message, and nothing is offered to confirm (FORMAT.md: evenings' stake, coin and
 * date; UTF-8 only). SettingsState.chooseFile is what the settings screen calls; the lines
 * are what its `import-error` shows (Settings.svelte: problemLines of the state's problems).
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../src/lib/i18n/problemsAll';
import { t } from '../../../src/lib/i18n/index.svelte';
import type { Lang } from '../../../src/lib/i18n/problems';
import { SettingsState } from '../../../src/lib/state/settings.svelte';
import { problemLines } from '../../../src/lib/view/importProblems';
import { freshDatabase } from '../db/helpers';

beforeEach(async () => {
  await freshDatabase();
});

const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name);

/** What the screen says of the file chosen, and whether it offers to store it. */
async function chosen(bytes: Buffer, name: string, lang: Lang) {
  const settings = new SettingsState();
  await settings.chooseFile(file(bytes, name));
  const { lines } = problemLines(settings.problems, t, lang, 20, settings.handKinds);
  return { offered: settings.pending !== undefined, said: lines.map((l) => l.message) };
}

describe('an evening with an absurd stake or an impossible date', () => {
  const evening = { id: 's1', createdAt: 1, updatedAt: 1, date: '2026-11-30' };
  it.each([
    [{ stakePerPoint: 1e308 }, '1e+308 is not between 0.0001 and 100'],
    [{ coin: 5e-324 }, '5e-324 is not between 0.01 and 100'],
    [{ date: '2026-02-30' }, '"2026-02-30" is not a day on the calendar'],
  ])('%o is refused: "%s"', async (fields, words) => {
    const backup = { format: 'spatz-backup', version: 1, sessions: [{ ...evening, ...fields }] };
    const read = await chosen(Buffer.from(JSON.stringify(backup)), 'evening.json', 'en');
    expect(read.offered).toBe(false);
    expect(read.said.join('\n')).toContain(words);
  });
});

describe('a file that is not UTF-8', () => {
  it('is refused in words, not read as J\uFFFDrg', async () => {
    const game = {
      format: 'bauerntarock-game',
      version: 1,
      players: ['Jörg', 'B', 'C'],
      hands: [],
    };
    const read = await chosen(Buffer.from(JSON.stringify(game), 'latin1'), 'latin1.json', 'de');
    expect(read.offered).toBe(false);
    expect(read.said.join('\n')).toContain('ist kein UTF-8-Text');
    expect(read.said.join('\n')).not.toContain('\uFFFD');
  });
});
