import type { DbProblem, ReceivedPreview, ReceiveAction } from '../db';
import { t } from '../i18n/index.svelte';
import { isLoadFailure } from '../loading';
import type { MessageKey } from '../i18n/index.svelte';
import { writing } from './actions';
import { database } from './coldStart';
import { receivedTime } from '../view/copies';
import { isolate } from '../view/format';
import { handKindsOf, importErrorText, type HandKinds } from '../view/importProblems';
import { takeIncoming } from './incoming';
import { startFromCode, tableStartOf } from './tableStart';
import type { PendingImport } from './settings.svelte';
import { untilLoaded } from '../loading';

export type { ReceiveAction } from '../db';

/** A received evening (or game), read and previewed, waiting for `import-confirm`. */
export interface PendingReceive extends PendingImport {
  action: ReceiveAction;
  from: string;
  sentAt: number;
  /** Every game and every change of the evening a confirm makes (receive.ts). */
  read: ReceivedPreview;
}

/** What the screen shows: nothing arrived, a refused link, the text's problems, or a preview. */
export type ReceivePhase =
  | { kind: 'loading' }
  | { kind: 'nothing' }
  | { kind: 'refusedLink'; message: MessageKey }
  | { kind: 'problems'; problems: DbProblem[] }
  | { kind: 'preview'; pending: PendingReceive }
  | { kind: 'failed'; message: string };

const DONE: Record<ReceiveAction, MessageKey | undefined> = {
  new: 'receiveDoneNew',
  update: 'receiveDoneUpdate',
  handed: 'receiveDoneEvening',
  both: 'receiveDoneBoth',
  same: undefined,
  older: undefined,
};

/**
 * Behind Receive.svelte: a game handed over from another phone (FORMAT.md "Between
 * phones"), from the scanner (`takeIncoming`) or a link's payload. It is read and checked
 * whole and previewed as an import; nothing is stored until the person confirms.
 */
export class ReceiveState {
  #phase = $state.raw<ReceivePhase>({ kind: 'loading' });
  #busy = $state(false);
  #text: string | undefined;

  get phase(): ReceivePhase {
    return this.#phase;
  }
  get busy(): boolean {
    return this.#busy;
  }
  /** The hands of the text, to number a problem's hand as the list does. */
  get handKinds(): HandKinds {
    const text = this.#text;
    return text === undefined ? () => undefined : handKindsOf(text);
  }

  /** "A copy from Anna's phone, sent 21:14." (a time ahead of this phone's clock says so) */
  fromText(pending: PendingReceive): string {
    const shown = receivedTime(pending.sentAt, Date.now());
    const time = pending.read.sentInFuture ? t('timeInFuture', { time: shown }) : shown;
    return pending.from
      ? t('receiveFrom', { from: isolate(pending.from), time })
      : t('receiveFromAnon', { time });
  }

  /** Opens what is waiting: the link's payload when given, else what the scanner handed in. */
  async start(payload?: string): Promise<void> {
    if (payload === undefined) {
      const incoming = takeIncoming();
      if (!incoming) return void (this.#phase = { kind: 'nothing' });
      return this.open(incoming.text);
    }
    try {
      const [{ readLinkPayload }, { shareRefusalKey }] = await Promise.all([
        untilLoaded(() => import('./shareCode')),
        untilLoaded(() => import('../view/shareRefusal')),
      ]);
      const read = await readLinkPayload(payload);
      if (!read.ok) {
        this.#phase = { kind: 'refusedLink', message: shareRefusalKey(read.reason, 'link') };
        return;
      }
      // A table's start code sent as a link (RULES.md §4) starts that game, as scanned.
      const start = tableStartOf(read.text);
      if (start) return void (await startFromCode(start));
      await this.open(read.text);
    } catch (error) {
      this.#failed(error);
    }
  }

  /** Reads and checks a received game text and previews it; writes nothing. */
  async open(text: string): Promise<void> {
    this.#text = text;
    this.#phase = { kind: 'loading' };
    try {
      const read = await (await database()).previewReceived(text);
      if (!read.ok) return void (this.#phase = { kind: 'problems', problems: read.problems });
      this.#phase = { kind: 'preview', pending: this.#pending(text, read.value) };
    } catch (error) {
      this.#failed(error);
    }
  }

  /** Stores the previewed game; answers with the game to open, or undefined if refused. */
  async confirm(): Promise<{ gameId: string; done?: string } | undefined> {
    const phase = this.#phase;
    if (phase.kind !== 'preview' || this.#busy) return undefined;
    this.#busy = true;
    try {
      const result = await writing((db) => db.applyReceived(phase.pending.text));
      if (!result.ok) {
        this.#phase =
          result.error.kind === 'invalid'
            ? { kind: 'problems', problems: result.error.problems }
            : {
                kind: 'failed',
                message: t('receiveFailed', { message: importErrorText(result.error, Date.now()) }),
              };
        return undefined;
      }
      const evening = phase.pending.read.kind === 'evening';
      const key = !phase.pending.read.writes
        ? 'receiveDoneNothing'
        : evening
          ? 'receiveDoneEvening'
          : DONE[result.value.action];
      return { gameId: result.value.gameId, ...(key ? { done: t(key) } : {}) };
    } finally {
      this.#busy = false;
    }
  }

  #pending(text: string, read: ReceivedPreview): PendingReceive {
    const fileName = read.from
      ? t('receiveFileName', { from: isolate(read.from) })
      : t('receiveFileNameAnon');
    return {
      fileName,
      text,
      preview: read.preview,
      action: read.action,
      from: read.from,
      sentAt: read.sentAt,
      read,
    };
  }

  #failed(error: unknown): void {
    const message = error instanceof Error ? error.message : String(error);
    // Code that did not arrive (a first visit cut short) is the network, never its address.
    const text = isLoadFailure(error) ? t('screenNotReady') : t('receiveFailed', { message });
    this.#phase = { kind: 'failed', message: text };
  }
}
