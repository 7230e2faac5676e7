/** A read that failed, in words: the database code not arrived yet is the network, not storage. */
import { t } from '../i18n/index.svelte';
import { isLoadFailure } from '../loading';

/**
 * "The saved games could not be read (…)", or, where the database code did not arrive (a
 * first visit cut short before the app was stored), that the app is not ready offline yet:
 * never a module's address. The read is tried again once online (Live, state/live.svelte.ts).
 */
export function readFailedText(error: Error): string {
  return isLoadFailure(error) ? t('screenNotReady') : t('readFailed', { message: error.message });
}
