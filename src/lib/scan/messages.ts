/** What the page and the decoder's worker (zxing.worker.ts) say to each other. */
export interface DecodeRequest {
  id: number;
  width: number;
  height: number;
  /** RGBA pixels, row by row (an ImageData's buffer). */
  pixels: ArrayBuffer;
}
export interface DecodeReply {
  id: number;
  texts: string[];
  error?: string;
}
/**
 * The worker's first word: whether its wasm loaded. Until it says so the scanner waits; a
 * wasm that cannot load (no network before the service worker holds it) is then said,
 * rather than every picture failing unread.
 */
export interface LoadReply {
  loaded: boolean;
  error?: string;
}
export type WorkerReply = DecodeReply | LoadReply;
