/**
 * QR frames shown one after another in a loop, as the other phone's camera reads them
 * (FORMAT.md "Between phones"): the hand-off's codes (showQr.svelte.ts) and a table's start
 * code on the desk (tableCode.svelte.ts) both play their frames this way.
 */
import { FRAMES_PER_SECOND, type QrDrawing } from '../view/qrCode';

export class FramePlayer {
  #frames = $state.raw<QrDrawing[]>([]);
  #index = $state(0);
  #paused = $state(false);

  get frames(): readonly QrDrawing[] {
    return this.#frames;
  }
  /** The frame shown now, from 0. */
  get index(): number {
    return this.#index;
  }
  get frame(): QrDrawing | undefined {
    return this.#frames[this.#index];
  }
  get paused(): boolean {
    return this.#paused;
  }

  /**
   * New frames, shown from frame `from` (the one shown now unless said) where they have
   * it, else from the first.
   */
  protected showFrames(frames: QrDrawing[], from = this.#index): void {
    this.#frames = frames;
    this.#index = from < frames.length ? from : 0;
  }

  /** Back to the first frame. */
  protected rewind(): void {
    this.#index = 0;
  }

  /** Shows the frames in a loop while they are on screen; answers the way to stop. */
  play(): () => void {
    const timer = setInterval(() => {
      const count = this.#frames.length;
      if (!this.#paused && count > 1) this.#index = (this.#index + 1) % count;
    }, 1000 / FRAMES_PER_SECOND);
    return () => clearInterval(timer);
  }

  togglePause = (): void => {
    this.#paused = !this.#paused;
  };
}
