/**
 * Behind Players.svelte: the roster live from the database, and its intents:
 * rename a person (in every game) and merge two entries that are one person.
 * Both are undoable steps; the toast offers the undo.
 */
import type { RosterRow, WriteResult } from '../db';
import type { PlayerRow } from '../files/types';
import { t } from '../i18n/index.svelte';
import { nameKey } from '../rules/names';
import { isolate } from '../view/format';
import { writeErrorText, writing } from './actions';
import { Live } from './live.svelte';
import { toast } from './toast.svelte';

export type { RosterRow } from '../db';

/** A refused rename to a name another entry has: merging the two is offered instead. */
export interface MergeOffer {
  /** The entry being renamed: it would go. */
  goneId: string;
  goneName: string;
  /** The entry that has the name already: it would stay. */
  keepId: string;
  keepName: string;
  /** Why the rename was refused, in the person's language. */
  text: string;
}

export class PlayersState {
  #roster = new Live((db) => db.listRoster());
  /** Other members' names (a club's rosters) not in this roster: read-only. */
  #clubNames = new Live((db) => db.listClubNames());
  #offer = $state.raw<MergeOffer | undefined>(undefined);
  #busy = $state(false);

  get loaded(): boolean {
    return this.#roster.loaded;
  }

  get people(): readonly RosterRow[] {
    return this.#roster.value ?? [];
  }

  get clubNames(): readonly string[] {
    return this.#clubNames.value ?? [];
  }

  get error(): Error | undefined {
    return this.#roster.error;
  }

  /** Set after a rename was refused because another entry has the name. */
  get offer(): MergeOffer | undefined {
    return this.#offer;
  }

  get busy(): boolean {
    return this.#busy;
  }

  dismissOffer(): void {
    this.#offer = undefined;
  }

  /** The other entries `id` could be merged into. */
  others(id: string): readonly PlayerRow[] {
    return this.people.filter((row) => row.player.id !== id).map((row) => row.player);
  }

  async rename(id: string, name: string): Promise<boolean> {
    this.#offer = undefined;
    const result = await this.#run((db) => db.renamePlayer(id, name));
    if (result.ok) {
      toast.show(t('playerRenamed', { name: isolate(result.value.name) }), { undoable: true });
      return true;
    }
    const taken = result.error.kind === 'invalid' ? result.error.problems[0] : undefined;
    const keep =
      taken?.code === 'nameTaken'
        ? this.people.find(
            (row) => nameKey(row.player.name) === nameKey(String(taken.params?.other)),
          )
        : undefined;
    const gone = this.people.find((row) => row.player.id === id);
    if (keep && gone) {
      this.#offer = {
        goneId: id,
        goneName: gone.player.name,
        keepId: keep.player.id,
        keepName: keep.player.name,
        text: writeErrorText(result.error),
      };
    } else toast.show(writeErrorText(result.error), { error: true });
    return false;
  }

  /** `goneId` is the same person as `keepId`: their games become `keepId`'s. */
  async merge(keepId: string, goneId: string): Promise<boolean> {
    const gone = this.people.find((row) => row.player.id === goneId)?.player.name ?? '';
    this.#offer = undefined;
    const result = await this.#run((db) => db.mergePlayers(keepId, goneId));
    if (!result.ok) {
      toast.show(writeErrorText(result.error), { error: true });
      return false;
    }
    toast.show(t('playerMerged', { gone: isolate(gone), keep: isolate(result.value.name) }), {
      undoable: true,
    });
    return true;
  }

  async #run<T>(write: Parameters<typeof writing<T>>[0]): Promise<WriteResult<T>> {
    this.#busy = true;
    try {
      return await writing(write);
    } finally {
      this.#busy = false;
    }
  }

  dispose(): void {
    this.#roster.stop();
    this.#clubNames.stop();
  }
}
