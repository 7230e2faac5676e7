/** About 9 reads a second: enough to catch each frame of a loop shown at a few per second. */
const READ_INTERVAL_MS = 110;

interface FrameCallbackVideo {
  requestVideoFrameCallback(callback: () => void): number;
  cancelVideoFrameCallback(handle: number): void;
}

function hasFrameCallback(video: HTMLVideoElement): video is HTMLVideoElement & FrameCallbackVideo {
  return 'requestVideoFrameCallback' in video;
}

/**
 * Calls `read` about every READ_INTERVAL_MS, never twice at once (a slow read skips frames
 * rather than piling up), on a new camera picture where the browser says when one comes.
 * Returns the function that stops it.
 */
export function readLoop(video: HTMLVideoElement, read: () => Promise<void>): () => void {
  let stopped = false;
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;

  const tick = async () => {
    if (stopped) return;
    const now = performance.now();
    if (now - last >= READ_INTERVAL_MS) {
      last = now;
      try {
        await read();
      } catch {
        // A picture that could not be read is skipped; the next one may do.
      }
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    if (hasFrameCallback(video)) frame = video.requestVideoFrameCallback(() => void tick());
    else timer = setTimeout(() => void tick(), READ_INTERVAL_MS / 2);
  };
  schedule();
  return () => {
    stopped = true;
    if (timer !== undefined) clearTimeout(timer);
    if (frame !== undefined && hasFrameCallback(video)) video.cancelVideoFrameCallback(frame);
  };
}
