import type { CollectStep } from '../share';
import type { CameraOpen } from './camera';

/** Reads the QR codes in the camera picture (decoder.ts: the browser's, or zxing in a worker). */
export interface QrDecoder {
  /** The texts of the QR codes in the picture now: none, one, or a few. */
  read(): Promise<string[]>;
  close(): void;
}

/** One transfer's frames (the share codec's FrameCollector). */
export interface Collector {
  add(code: string): Promise<CollectStep>;
}

/** What a scan needs from the browser (browser.ts); the state's ScanSession drives it. */
export interface ScanDevice {
  openCamera(): Promise<CameraOpen>;
  /** Shows the camera's picture on the screen (the video element). */
  show(stream: MediaStream): Promise<void>;
  stopCamera(stream: MediaStream): void;
  /** Loads the decoder; `signal` aborts a load that takes too long (its worker ends). */
  openDecoder(signal: AbortSignal): Promise<QrDecoder>;
  /** Calls `read` a few times a second, one at a time, until the returned function is called. */
  loop(read: () => Promise<void>): () => void;
  collector: Collector;
  now(): number;
  /** Whether the browser says it has a network (navigator.onLine): why a decoder did not load. */
  online(): boolean;
}
