/**
 * A received copy in words (FORMAT.md "Between phones"): whose sheet it is and when it came,
 * for the game screen's banner, the lists' marks and a refused write.
 */
import type { CopyInfo, WriteError } from '../db';
import { i18n, t } from '../i18n/index.svelte';
import { formatMoment, isolate } from './format';

export type { CopyInfo } from '../db';

/** "21:14" on the day of `now` (this phone's clock, from the caller), else the day and the time. */
export function receivedTime(time: number, now: number): string {
  const lang = i18n.lang;
  const sameDay = new Date(time).toDateString() === new Date(now).toDateString();
  if (!sameDay) return formatMoment(time, lang);
  return new Intl.DateTimeFormat(lang === 'de' ? 'de-AT' : 'en-GB', { timeStyle: 'short' }).format(
    time,
  );
}

/** Why a write to a copy was refused, and what to tap. */
export function copyRefusalText(
  error: Pick<Extract<WriteError, { kind: 'copy' }>, 'from' | 'receivedAt'>,
  now: number,
): string {
  const time = receivedTime(error.receivedAt, now);
  return error.from
    ? t('copyReadOnly', { from: isolate(error.from), time })
    : t('copyReadOnlyAnon', { time });
}

/** When a sheet stood: its phone's time, said as ahead of this phone's clock where it is. */
function sheetTime(info: CopyInfo, now: number): string {
  const time = receivedTime(info.sentAt, now);
  return info.sentAt > info.receivedAt ? t('timeInFuture', { time }) : time;
}

/** The game screen's banner over a copy: whose sheet, as of which hand and time. */
export function copyBannerText(copy: CopyInfo, now: number, hand?: number): string {
  if (hand !== undefined) {
    const time = sheetTime(copy, now);
    return copy.from
      ? t('copyBannerAsOf', { from: isolate(copy.from), hand, time })
      : t('copyBannerAsOfAnon', { hand, time });
  }
  const time = receivedTime(copy.receivedAt, now);
  return copy.from
    ? t('copyBanner', { from: isolate(copy.from), time })
    : t('copyBannerAnon', { time });
}

/** The banner over a game another phone keeps score of now (this phone kept it before). */
export function elsewhereBannerText(info: CopyInfo, hand: number, now: number): string {
  const time = sheetTime(info, now);
  return info.from
    ? t('elsewhereBanner', { from: isolate(info.from), hand, time })
    : t('elsewhereBannerAnon', { hand, time });
}

/** The mark of a copy in the start screen's and the evening's lists; none for other games. */
export function copyMark(
  copy: CopyInfo | undefined,
  elsewhere?: CopyInfo | undefined,
): string | undefined {
  if (elsewhere) {
    return elsewhere.from
      ? t('elsewhereMark', { from: isolate(elsewhere.from) })
      : t('elsewhereMarkAnon');
  }
  if (!copy || copy.takenOverAt !== undefined) return undefined;
  return copy.from ? t('copyMark', { from: isolate(copy.from) }) : t('copyMarkAnon');
}
