import type { Lang } from '../i18n/problems';

/**
 * A calendar day as de-AT and en-GB write it (CLDR, as Intl.DateTimeFormat does): "03.03.2026"
 * and "3 Mar 2026" ("medium"), "Di., 3. März 2026" and "Tue, 3 Mar 2026" (with the weekday).
 * Written out here because the first Intl.DateTimeFormat a page makes loads the calendar's
 * data: about 30 ms on a desktop and four times that on a slow phone, inside the start
 * screen's first task (bench (i)); and a day then reads the same on every phone.
 */
const MONTHS: Record<Lang, readonly string[]> = {
  de: [
    'Jän.',
    'Feb.',
    'März',
    'Apr.',
    'Mai',
    'Juni',
    'Juli',
    'Aug.',
    'Sep.',
    'Okt.',
    'Nov.',
    'Dez.',
  ],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};
/** Sunday first, as Date.getUTCDay counts. */
const WEEKDAYS: Record<Lang, readonly string[]> = {
  de: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `time` is the day's midnight in UTC; month 1–12. */
export function calendarDate(
  lang: Lang,
  { year, month, day, time }: { year: number; month: number; day: number; time: number },
  weekday: boolean,
): string {
  if (!weekday) {
    return lang === 'de'
      ? `${twoDigits(day)}.${twoDigits(month)}.${year}`
      : `${day} ${MONTHS.en[month - 1]} ${year}`;
  }
  const name = WEEKDAYS[lang][new Date(time).getUTCDay()];
  return lang === 'de'
    ? `${name}, ${day}. ${MONTHS.de[month - 1]} ${year}`
    : `${name}, ${day} ${MONTHS.en[month - 1]} ${year}`;
}
