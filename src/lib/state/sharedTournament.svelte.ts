/**
 * Another member's tournament shared through the club (FORMAT.md "A club's season"), shown
 * read-only as its desk shows it (view/tournamentView.ts): the round's tables and the
 * standings, new whenever the organizer's change comes down. The copy is read again by the
 * tournament file's reader each time (tournamentDoc.ts): nothing of it is trusted as stored.
 */
import type { SharedCopy } from '../db';
import type { Game } from '../rules';
import { readTournamentDoc, type SharedTournament } from '../files/tournamentDoc';
import { compareDays } from '../files/plain';
import { problemWords } from '../view/labels';
import { importedFacts } from '../view/deskFacts';
import { compareNames } from '../rules/names';
import { deskView, type DeskView } from '../view/tournamentView';
import { foldedResult } from './foldCache';
import { Live } from './live.svelte';

type Read = { ok: true; shared: SharedTournament } | { ok: false; problems: string[] };

function read(copy: SharedCopy): Read {
  const answer = readTournamentDoc(copy.doc, copy.at);
  return answer.ok
    ? { ok: true, shared: answer.value }
    : { ok: false, problems: answer.problems.slice(0, 3).map(problemWords) };
}

export class SharedTournamentView {
  #live: Live<SharedCopy | undefined>;
  #read = $derived.by(() => {
    const copy = this.#live.value;
    return copy ? read(copy) : undefined;
  });
  #view = $derived.by((): DeskView | undefined => {
    const read = this.#read;
    if (!read?.ok) return undefined;
    const { row, games } = read.shared;
    const facts = importedFacts(games);
    const fold = (id: string, game: Game) => foldedResult(id, facts.revs.get(id), game);
    return deskView(row, facts.games, compareNames, fold);
  });

  constructor(id: string) {
    this.#live = new Live((db) => db.readSharedCopy(id));
  }

  get loaded(): boolean {
    return this.#live.loaded;
  }
  get error(): Error | undefined {
    return this.#live.error;
  }
  /** No such copy here (never shared with this phone, or the club left). */
  get missing(): boolean {
    return this.#live.loaded && !this.#live.value;
  }
  get copy(): SharedCopy | undefined {
    return this.#live.value;
  }
  /** What is wrong with the stored copy, in words (an app that reads more strictly now). */
  get problems(): string[] {
    const read = this.#read;
    return read && !read.ok ? read.problems : [];
  }
  get shared(): SharedTournament | undefined {
    const read = this.#read;
    return read?.ok ? read.shared : undefined;
  }
  get view(): DeskView | undefined {
    return this.#view;
  }

  dispose(): void {
    this.#live.stop();
  }
}

/** One line of the club screen's list of shared tournaments. */
export interface SharedLine {
  id: string;
  keeper: string;
  name: string;
  date: string;
  gone: boolean;
}

/** The other members' shared tournaments on this phone, newest first, for the club screen. */
export class SharedTournamentList {
  #live = new Live((db) => db.listSharedCopies(), { wait: true });
  #lines = $derived.by((): SharedLine[] =>
    (this.#live.value ?? [])
      .flatMap((copy) => {
        const answer = read(copy);
        if (!answer.ok) return [];
        const { row, keeper } = answer.shared;
        return [{ id: row.id, keeper, name: row.name, date: row.date, gone: copy.gone }];
      })
      .sort((a, b) => compareDays(b.date, a.date)),
  );

  get lines(): SharedLine[] {
    return this.#lines;
  }

  dispose(): void {
    this.#live.stop();
  }
}
