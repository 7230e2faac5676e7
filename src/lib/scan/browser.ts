import { FrameCollector } from '../share';
import { openCamera, stopCamera } from './camera';
import { openDecoder } from './decoder';
import type { ScanDevice } from './device';
import { readLoop } from './readLoop';

/**
 * A scan with the real camera, shown in `video`, collecting one transfer; where the
 * game text goes is the state's (ScanSession).
 */
export function browserScanDeps(video: HTMLVideoElement): ScanDevice {
  return {
    openCamera,
    async show(stream) {
      video.srcObject = stream;
      // Muted and inline (set on the element): no browser asks for a tap before it plays.
      await video.play();
    },
    stopCamera(stream) {
      stopCamera(stream);
      video.srcObject = null;
    },
    openDecoder: (signal) => openDecoder(video, signal),
    loop: (read) => readLoop(video, read),
    collector: new FrameCollector(),
    now: () => performance.now(),
    online: () => navigator.onLine,
  };
}
