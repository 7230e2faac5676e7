/** Which message (both languages) says why a code or a link from another phone was refused. */
import type { MessageKey } from '../i18n/index.svelte';
import type { ShareRefusal } from '../share';

const SCAN_TEXT: Record<ShareRefusal, MessageKey> = {
  notSpatz: 'scanNotSpatz',
  otherGame: 'scanOtherGame',
  checksum: 'scanChecksum',
  newerVersion: 'scanNewerVersion',
  damaged: 'scanDamaged',
};

const LINK_TEXT: Record<ShareRefusal, MessageKey> = {
  notSpatz: 'linkNotSpatz',
  otherGame: 'linkDamaged',
  checksum: 'linkDamaged',
  newerVersion: 'linkNewerVersion',
  damaged: 'linkDamaged',
};

/** The message (both languages) that says what happened and what to do. */
export function shareRefusalKey(reason: ShareRefusal, via: 'scan' | 'link' = 'scan'): MessageKey {
  return (via === 'scan' ? SCAN_TEXT : LINK_TEXT)[reason];
}
