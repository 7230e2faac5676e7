/** Why the camera did not open: each has its own message and the other ways in. */
export type CameraProblem = 'noCamera' | 'denied' | 'busy';

export type CameraOpen = { ok: true; stream: MediaStream } | { ok: false; problem: CameraProblem };

/** The rear camera (the one that faces the other phone), without sound. */
export async function openCamera(): Promise<CameraOpen> {
  // No mediaDevices: an old browser, or a page not served over https.
  if (!globalThis.navigator?.mediaDevices?.getUserMedia) return { ok: false, problem: 'noCamera' };
  try {
    const stream = await navigator.mediaDevices.getUserMedia({
      video: { facingMode: 'environment' },
      audio: false,
    });
    return { ok: true, stream };
  } catch (error) {
    return { ok: false, problem: cameraProblem(error) };
  }
}

/** getUserMedia's errors by name (Media Capture and Streams, "getUserMedia" errors). */
export function cameraProblem(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'denied';
    case 'NotReadableError':
    case 'AbortError':
    case 'TrackStartError':
      return 'busy';
    default:
      // NotFoundError, OverconstrainedError and the unknown: there is no camera to use.
      return 'noCamera';
  }
}

/** Turns the camera off (its light goes out). */
export function stopCamera(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}
