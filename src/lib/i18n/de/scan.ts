/** Messages of scanning another phone's codes with the camera. */
import type { en } from '../en/scan';

export const de: Record<keyof typeof en, string> = {
  scanTitle: 'Partie empfangen',
  scanHint:
    'Halte die Kamera auf die Codes am anderen Handy und bleib ruhig, bis alle angekommen sind.',
  scanStarting: 'Kamera wird gestartet …',
  scanWaiting: 'Auf den ersten Code wird gewartet …',
  scanProgress: '{received} von {total}',
  scanProgressLabel: 'Empfangene Codes',
  scanKept: 'Was schon angekommen ist, bleibt; es wird weitergelesen.',
  scanQuiet:
    'Noch kein Code erkannt. Halte die Kamera 20–40 cm vor den anderen Bildschirm, mit dem ganzen Code im Bild.',
  scanNoCamera: 'Dieses Handy hat keine Kamera, die die App nutzen kann.',
  scanDenied:
    'Die Kamera ist nicht erlaubt. Erlaube sie für diese App in den Einstellungen des Browsers und versuch es dann noch einmal.',
  scanBusy: 'Eine andere App benutzt die Kamera. Schließ sie und versuch es dann noch einmal.',
  scanDecoderFailed:
    'Der Code-Leser wurde nicht geladen. Ist das der erste Besuch und gibt es kein Netz, ist er noch nicht gespeichert: Lade die App neu, sobald du online bist, und versuch es dann noch einmal.',
  scanDecoderOffline:
    'Kein Netz, und der Code-Leser ist auf diesem Handy noch nicht gespeichert: Beim ersten Besuch kommt er aus dem Netz. Öffne die App noch einmal, sobald du online bist; danach liest sie Codes auch ohne Netz.',
  scanDecoderHung:
    'Der Code-Leser startet nicht: Er wird aus dem Netz geladen, aber es kommt keine Antwort, die Verbindung hängt. Versuch es noch einmal; hilft das nicht, öffne die App noch einmal, sobald das Netz gut geht.',
  scanOtherWays:
    'Andere Wege: Das andere Handy kann die Partie als Link schicken oder als Datei exportieren, die du in den Einstellungen importierst.',
  scanImportFile: 'Datei importieren',
  scanRetry: 'Noch einmal versuchen',
};
