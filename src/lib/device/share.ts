/**
 * Hands a file to the person, offline: the system share sheet with the file
 * (Web Share Level 2) where the browser can share files, else a download.
 */

export type ShareOutcome = 'shared' | 'downloaded' | 'cancelled' | 'failed';

interface ShareCapable {
  canShare?: (data: { files: File[] }) => boolean;
  share?: (data: { files: File[]; title?: string }) => Promise<void>;
}

export async function shareOrDownload(
  filename: string,
  text: string,
  type = 'application/json',
): Promise<ShareOutcome> {
  const nav = (globalThis as { navigator?: ShareCapable }).navigator;
  if (typeof File === 'function' && nav?.share && nav.canShare) {
    const file = new File([text], filename, { type });
    let shareable = false;
    try {
      shareable = nav.canShare({ files: [file] });
    } catch {
      shareable = false;
    }
    if (shareable) {
      try {
        await nav.share({ files: [file], title: filename });
        return 'shared';
      } catch (error) {
        // The person closed the share sheet: nothing to do. Other failures fall back to a download.
        if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
      }
    }
  }
  return download(filename, text, type);
}

function download(filename: string, text: string, type: string): ShareOutcome {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return 'failed';
  try {
    const url = URL.createObjectURL(new Blob([text], { type }));
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.rel = 'noopener';
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    // Revoke later: some browsers start reading the blob only after click() returned.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return 'downloaded';
  } catch {
    return 'failed';
  }
}
