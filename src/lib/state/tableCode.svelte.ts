/**
 * One table's start code on the organizer's screen (RULES.md §4): the table's
 * game file with no hands (tournament/tableStart.ts), drawn as QR frames in a
 * loop as the hand-off draws an evening (FramePlayer), and the same text to copy or type in.
 */
import { t } from '../i18n/index.svelte';
import { tableStart, type Tournament } from '../tournament';
import { FramePlayer } from './framePlayer.svelte';
import { toast } from './toast.svelte';
import { untilLoaded } from '../loading';

/** The code's text: the table start file as compact JSON (what a table may also type in). */
export function tableCodeText(tournament: Tournament, round: number, table: number): string | null {
  const file = tableStart(tournament, round, table);
  return file ? JSON.stringify(file) : null;
}

export class TableCode extends FramePlayer {
  readonly text: string;
  readonly #gameId: string;
  #error = $state('');

  constructor(text: string, gameId: string) {
    super();
    this.text = text;
    this.#gameId = gameId;
  }

  get error(): string {
    return this.#error;
  }

  /** Encodes the frames (the codec and the QR drawing load with the desk only). */
  load = async (): Promise<void> => {
    try {
      const [share, qr] = await Promise.all([
        untilLoaded(() => import('./shareCode')),
        untilLoaded(() => import('../view/qrCode')),
      ]);
      // A single game file: the frames' version a table's receive reads as one game.
      const codes = await share.encodeFrames(
        this.text,
        { game: this.#gameId, rev: this.text },
        share.GAME_FRAME_VERSION,
      );
      this.showFrames(codes.map(qr.drawQr), 0);
    } catch (error) {
      this.#error = error instanceof Error ? error.message : String(error);
    }
  };

  /** Puts the text on the clipboard, for a table without a working camera. */
  copy = async (clipboard = globalThis.navigator?.clipboard): Promise<void> => {
    try {
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(this.text);
      toast.show(t('dkCopied'));
    } catch {
      toast.show(t('dkCopyFailed'), { error: true });
    }
  };
}
