import {
  applyImport,
  backupFileName,
  exportBackup,
  lastBackupAt,
  listSnapshots,
  markBackedUp,
  MAX_IMPORT_CHARS,
  MAX_IMPORT_SHOWN,
  persistenceState,
  previewImport,
  requestPersistence,
  restoreSnapshot,
  type DbProblem,
  type ImportPreview,
  type ImportProgress as CheckProgress,
  type PersistenceState,
  type Resolution,
} from '../db';
import { shareOrDownload, type ShareOutcome } from '../device/share';
import { t } from '../i18n/index.svelte';
import { Live } from './live.svelte';
import { handKindsOf, importErrorText, type HandKinds } from '../view/importProblems';
import { readFileText, sizeShown } from './readFile';
import { handedOverText, handOverGameFile } from './gameFile';

export type { ImportPreview, Resolution } from '../db';

/** How far a long import or restore is, for `import-progress`; `percent` where it can be known. */
export interface ImportProgress {
  step: 'reading' | 'checking' | 'saving';
  percent?: number;
}

/** What the last action said: shown in a live region, an error stays until the next action. */
export interface Notice {
  text: string;
  error: boolean;
}

/** A chosen file, read and previewed, waiting for `import-confirm`. */
export interface PendingImport {
  fileName: string;
  text: string;
  preview: ImportPreview;
}

/** A setting the import will store, in words ("Theme: dark"); keys are not shown. */
export function settingLine(setting: { key: string; value: unknown }): string {
  if (setting.key === 'lang') {
    return t('importSettingLang', { value: setting.value === 'de' ? 'Deutsch' : 'English' });
  }
  const themes = { system: 'themeSystem', light: 'themeLight', dark: 'themeDark' } as const;
  const theme = themes[setting.value as keyof typeof themes] ?? 'themeSystem';
  return t('importSettingTheme', { value: t(theme) });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Behind Settings.svelte: export, import with preview, snapshots and the
 * persistence state. Nothing here writes by itself: every change goes
 * through src/lib/db, and an import is only applied after the preview was
 * confirmed.
 */
export class SettingsState {
  #snapshots = new Live(listSnapshots);
  #lastBackup = new Live(async () => (await lastBackupAt()) ?? null);
  #persistence = $state<PersistenceState | undefined>(undefined);
  #pending = $state.raw<PendingImport | undefined>(undefined);
  #problems = $state.raw<DbProblem[]>([]);
  /** The text of the file last read, to number its hands in its problems as the list does. */
  #text: string | undefined;
  #notice = $state.raw<Notice | undefined>(undefined);
  #busy = $state(false);
  #progress = $state.raw<ImportProgress | undefined>(undefined);

  get snapshots() {
    return this.#snapshots.value ?? [];
  }
  get lastBackup(): number | null | undefined {
    return this.#lastBackup.value;
  }
  get persistence(): PersistenceState | undefined {
    return this.#persistence;
  }
  get pending(): PendingImport | undefined {
    return this.#pending;
  }
  /** The hands of the file last read, by game (see importProblems.ts); read when asked. */
  get handKinds(): HandKinds {
    const text = this.#text;
    return text === undefined ? () => undefined : handKindsOf(text);
  }

  /** The problems of a refused import, for `import-error`. */
  get problems(): DbProblem[] {
    return this.#problems;
  }
  get notice(): Notice | undefined {
    return this.#notice;
  }
  get busy(): boolean {
    return this.#busy;
  }
  get progress(): ImportProgress | undefined {
    return this.#progress;
  }

  /** Takes the database code's steps (checking, saving) as progress. */
  #onCheck = (progress: CheckProgress): void => {
    const { step, fraction } = progress;
    this.#progress = {
      step,
      ...(fraction === undefined ? {} : { percent: Math.floor(fraction * 100) }),
    };
  };

  /** Reads the persistence state once the screen opens (it is not reactive in the browser). */
  refreshPersistence = async (): Promise<void> => {
    this.#persistence = await persistenceState();
  };

  askPersistence = async (): Promise<void> => {
    this.#persistence = await requestPersistence();
  };

  exportGame = (gameId: string): Promise<void> =>
    this.#run(async () => {
      const done = await handOverGameFile(gameId);
      if (done) this.#handedOver(done.file, done.outcome);
      else this.#say(t('backupNoGame'), true);
    }, 'backupExportFailed');

  exportBackup = (): Promise<void> =>
    this.#run(async () => {
      const now = Date.now();
      const file = backupFileName(now);
      const outcome = await shareOrDownload(file, await exportBackup());
      // Only a file that left the app counts as a backup (not a closed share sheet).
      if (outcome === 'shared' || outcome === 'downloaded') await markBackedUp(now);
      this.#handedOver(file, outcome);
    }, 'backupExportFailed');

  /** Reads a chosen file and previews it; problems go to `import-error`, nothing is written. */
  chooseFile = (file: File): Promise<void> =>
    this.#run(async () => {
      this.#pending = undefined;
      this.#problems = [];
      // A file far beyond what an import takes is refused before it is read into a phone's memory
      // (UTF-8 needs at most 4 bytes a character); reading stops at MAX_IMPORT_CHARS characters.
      if (file.size > 4 * MAX_IMPORT_CHARS) {
        const params = { size: sizeShown(file.size), max: MAX_IMPORT_SHOWN };
        this.#problems = [{ path: 'file', code: 'tooLarge', params }];
        return;
      }
      this.#progress = { step: 'reading', percent: 0 };
      const read = await readFileText(file, MAX_IMPORT_CHARS, MAX_IMPORT_SHOWN, (fraction) => {
        this.#progress = { step: 'reading', percent: Math.floor(fraction * 100) };
      });
      if (!read.ok) {
        this.#problems = [read.problem];
        return;
      }
      const { text } = read;
      this.#text = text;
      const preview = await previewImport(text, this.#onCheck);
      if (!preview.ok) {
        this.#problems = preview.problems;
        return;
      }
      this.#pending = { fileName: file.name, text, preview: preview.value };
    }, 'importFailed');

  cancelImport = (): void => {
    this.#pending = undefined;
    this.#problems = [];
    this.#notice = undefined;
  };

  /**
   * Applies the previewed file; a single game file answers with the game to open.
   * `resolution` is the person's choice for stored games the file differs from
   * (`import-take-newer`, `import-keep-both`); without it they stay as they are.
   */
  confirmImport = (onOpenGame: (gameId: string) => void, resolution?: Resolution): Promise<void> =>
    this.#run(async () => {
      const pending = this.#pending;
      if (!pending) return;
      const result = await applyImport(pending.text, resolution, this.#onCheck);
      if (!result.ok) {
        if (result.error.kind === 'invalid') this.#problems = result.error.problems;
        else
          this.#say(
            t('importFailed', { message: importErrorText(result.error, Date.now()) }),
            true,
          );
        this.#pending = undefined;
        return;
      }
      this.#pending = undefined;
      const { added, unchanged, replaced, openGameId } = result.value;
      this.#say(
        replaced
          ? t('importDoneNewer', { added, unchanged, replaced })
          : t('importDone', { added, unchanged }),
      );
      if (pending.preview.kind === 'game' && openGameId) onOpenGame(openGameId);
    }, 'importFailed');

  restore = (id: string): Promise<void> =>
    this.#run(async () => {
      this.#problems = [];
      const result = await restoreSnapshot(id, this.#onCheck);
      if (!result.ok && result.error.kind === 'invalid') {
        this.#problems = result.error.problems;
        return this.#say(t('snapshotRefused'), true);
      }
      if (!result.ok)
        return this.#say(
          t('importFailed', { message: importErrorText(result.error, Date.now()) }),
          true,
        );
      this.#say(t('snapshotRestored', { games: result.value.games }));
    }, 'importFailed');

  #handedOver(file: string, outcome: ShareOutcome): void {
    const said = handedOverText({ file, outcome });
    if (said) this.#say(said.text, said.error);
  }

  #say(text: string, error = false): void {
    this.#notice = { text, error };
  }

  /** One action at a time; a thrown error (a closed database, a refused share) becomes a notice. */
  async #run(action: () => Promise<void>, failure: 'backupExportFailed' | 'importFailed') {
    if (this.#busy) return;
    this.#busy = true;
    this.#notice = undefined;
    try {
      await action();
    } catch (error) {
      this.#say(t(failure, { message: messageOf(error) }), true);
    } finally {
      this.#busy = false;
      this.#progress = undefined;
    }
  }
}
