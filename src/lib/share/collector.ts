/**
 * Collects one transfer's frames as the camera sees them: in any order,
 * repeats ignored, and nothing handed on until every frame has arrived and
 * the whole text (an evening, or one game) has been put back together (FORMAT.md
 * "Between phones").
 */
import { decodeBase45 } from './base45';
import { parseFrame, type FrameRefusal } from './frames';
import { unpackBytes } from './pack';

export type ShareRefusal = FrameRefusal | 'otherGame';

export type CollectStep =
  | { kind: 'progress'; received: number; total: number; repeat: boolean }
  | { kind: 'complete'; text: string; received: number; total: number }
  | { kind: 'refused'; reason: ShareRefusal; received: number; total: number | null };

export class FrameCollector {
  #game: string | null = null;
  #rev: string | null = null;
  #slices: (string | undefined)[] = [];
  #received = 0;
  #done = false;

  get received(): number {
    return this.#received;
  }

  /** The frame count, once a first frame said it. */
  get total(): number | null {
    return this.#game === null ? null : this.#slices.length;
  }

  /** Starts over, as at the first frame. */
  reset(): void {
    this.#game = null;
    this.#rev = null;
    this.#slices = [];
    this.#received = 0;
    this.#done = false;
  }

  #refuse(reason: ShareRefusal): CollectStep {
    return { kind: 'refused', reason, received: this.#received, total: this.total };
  }

  /** One decoded code's text. */
  async add(code: string): Promise<CollectStep> {
    const frame = parseFrame(code);
    if (typeof frame === 'string') return this.#refuse(frame);
    if (this.#game !== null && frame.game !== this.#game) return this.#refuse('otherGame');
    // A frame of the other payload version is another transfer, as another revision is.
    const rev = `${frame.version}/${frame.rev}`;
    if (this.#rev !== rev || this.#slices.length !== frame.count) {
      if (this.#game !== null && this.#rev === rev) return this.#refuse('damaged');
      // A first frame, or the sender's sheet changed while it was shown (a new
      // revision): the frames of the older state would not fit with the new ones.
      this.reset();
      this.#game = frame.game;
      this.#rev = rev;
      this.#slices = new Array<string | undefined>(frame.count).fill(undefined);
    }
    const total = this.#slices.length;
    if (this.#done || this.#slices[frame.index] !== undefined) {
      return { kind: 'progress', received: this.#received, total, repeat: true };
    }
    this.#slices[frame.index] = frame.data;
    this.#received += 1;
    if (this.#received < total) {
      return { kind: 'progress', received: this.#received, total, repeat: false };
    }
    const packed = decodeBase45(this.#slices.join(''));
    let text: string | null;
    try {
      text = packed ? await unpackBytes(packed) : null;
    } catch (error) {
      // The unpacking code did not arrive (deflate.ts): this frame counts when it shows again.
      this.#slices[frame.index] = undefined;
      this.#received -= 1;
      throw error;
    }
    if (text === null) {
      // Every frame's checksum held, yet the whole does not unpack: start over.
      this.reset();
      return this.#refuse('damaged');
    }
    this.#done = true;
    return { kind: 'complete', text, received: total, total };
  }
}
