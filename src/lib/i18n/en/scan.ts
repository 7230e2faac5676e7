/** Messages of scanning another phone's codes with the camera. */
export const en = {
  scanTitle: 'Receive a game',
  scanHint:
    'Point the camera at the codes on the other phone and hold still until all have arrived.',
  scanStarting: 'Starting the camera…',
  scanWaiting: 'Waiting for the first code …',
  scanProgress: '{received} of {total}',
  scanProgressLabel: 'Codes received',
  scanKept: 'What has arrived is kept; scanning goes on.',
  scanQuiet:
    'No code seen yet. Hold the camera 20–40 cm from the other screen, with the whole code in the picture.',
  scanNoCamera: 'This phone has no camera the app can use.',
  scanDenied:
    'The camera is not allowed. Allow it for this app in the browser’s settings, then try again.',
  scanBusy: 'Another app is using the camera. Close it, then try again.',
  scanDecoderFailed:
    'The code reader did not load. If this is the first visit and there is no network, it was not saved yet: reload the app once you are online, then try again.',
  scanDecoderOffline:
    'No network, and the code reader is not saved on this phone yet: on a first visit it comes over the network. Open the app once more while you are online; after that it reads codes without a network too.',
  scanDecoderHung:
    'The code reader did not start: it is loading from the network, but no answer comes; the connection is stuck. Try again; if that does not help, open the app again once the network works.',
  scanOtherWays:
    'Other ways in: the other phone can send the game as a link, or export it as a file that you import in Settings.',
  scanImportFile: 'Import a file',
  scanRetry: 'Try again',
} as const;
