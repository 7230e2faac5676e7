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

// A wasm that fails to load shows up as each read's error (the screen says so).
