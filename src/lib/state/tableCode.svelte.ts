/**
 * One table's start code on the organizer's screen (RULES.md §4): the table's
 * game file with no hands (tournament/tableStart.ts), drawn as QR frames in a
 * loop as the hand-off draws an evening, and the same text to copy or type in.
 */
import { dt } from '../i18n/desk';
import { tableStart, type Tournament } from '../tournament';
import { FRAMES_PER_SECOND, type QrDrawing } from '../view/qrCode';
import { toast } from './toast.svelte';

/** The code's text: the table start file as compact JSON (what a table may also type in). */
export function tableCodeText(tournament: Tournament, round: number, table: number): string | null {
  const file = tableStart(tournament, round, table);
  return file ? JSON.stringify(file) : null;
}

export class TableCode {
  readonly text: string;
  readonly #gameId: string;
  #frames = $state.raw<QrDrawing[]>([]);
  #index = $state(0);
  #error = $state('');

  constructor(text: string, gameId: string) {
    this.text = text;
    this.#gameId = gameId;
  }

  get frames(): readonly QrDrawing[] {
    return this.#frames;
  }
  get index(): number {
    return this.#index;
  }
  get frame(): QrDrawing | undefined {
    return this.#frames[this.#index];
  }
  get error(): string {
    return this.#error;
  }

  /** Encodes the frames (the codec and the QR drawing load with the desk only). */
  load = async (): Promise<void> => {
    try {
      const [share, qr] = await Promise.all([import('../share'), import('../view/qrCode')]);
      // A single game file: the frames' version a table's receive reads as one game.
      const codes = await share.encodeFrames(
        this.text,
        { game: this.#gameId, rev: this.text },
        share.GAME_FRAME_VERSION,
      );
      this.#frames = codes.map(qr.drawQr);
      this.#index = 0;
    } catch (error) {
      this.#error = error instanceof Error ? error.message : String(error);
    }
  };

  /** Shows the frames in a loop while the code is open; answers the way to stop. */
  play(): () => void {
    const timer = setInterval(() => {
      const count = this.#frames.length;
      if (count > 1) this.#index = (this.#index + 1) % count;
    }, 1000 / FRAMES_PER_SECOND);
    return () => clearInterval(timer);
  }

  /** Puts the text on the clipboard, for a table without a working camera. */
  copy = async (clipboard = globalThis.navigator?.clipboard): Promise<void> => {
    try {
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(this.text);
      toast.show(dt('dkCopied'));
    } catch {
      toast.show(dt('dkCopyFailed'), { error: true });
    }
  };
}
