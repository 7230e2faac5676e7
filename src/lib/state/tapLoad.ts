import { t } from '../i18n/index.svelte';
import { isLoadFailure } from '../loading';
import { toast } from './toast.svelte';

/**
 * A tap whose code loads first (a game file, a spreadsheet, a print, a backup): where that
 * code did not arrive (offline before the app was stored), it is said in words, never a
 * module's address; the next tap asks again, as nothing remembers the failure. What a tap
 * does is not done later by itself: a share sheet or a print belongs to the tap.
 */
export function tapped(work: () => Promise<unknown>): () => void {
  return () =>
    void work().catch((error: unknown) => {
      if (!isLoadFailure(error)) throw error;
      toast.show(t('tapNotStored'), { error: true });
    });
}
