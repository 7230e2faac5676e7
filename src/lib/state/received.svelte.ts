import { followLaunchQueue, takeSharedFile } from '../device/received';
import { router } from './router.svelte';

/** A file the app was opened with, until the import preview takes it. */
let launched: File | undefined;
/** Counts the files opened with the app: the import preview takes each as it comes. */
let arrivals = $state(0);

/**
 * A file received from outside (opened with the app, or shared to it: device/received.ts)
 * opens in the settings' import preview (`#/import`), checked like any chosen file.
 */
export const received = {
  /** Files are opened with the app from now on (main.ts, at the start). */
  follow(): void {
    followLaunchQueue((file) => {
      launched = file;
      arrivals++;
      router.go({ name: 'settings', received: true });
    });
  },
  get arrivals(): number {
    return arrivals;
  },
  /** The file waiting for the import preview, once: the one opened last, else one shared. */
  async take(): Promise<File | undefined> {
    const file = launched;
    launched = undefined;
    return file ?? (await takeSharedFile());
  },
};
