import type { Attachment } from 'svelte/attachments';

/**
 * A group of choices as one tab stop (WAI-ARIA APG "Radio Group"): Tab enters at the
 * chosen one (or the first), the arrow keys choose the next or the previous, Home and End
 * the first and the last. A hand is then entered with a few keys, not twenty tab stops.
 * The choices are the group's buttons; the chosen one is `aria-checked`, or in a row of
 * calls (pressed up to the last call made) the last `aria-pressed`.
 */
export const roving: Attachment<HTMLElement> = (group) => {
  const items = () =>
    [...group.querySelectorAll<HTMLButtonElement>('button')].filter((item) => !item.disabled);
  const current = (list: HTMLButtonElement[]) => {
    const checked = list.findIndex((item) => item.getAttribute('aria-checked') === 'true');
    if (checked >= 0) return checked;
    const pressed = list.filter((item) => item.getAttribute('aria-pressed') === 'true').at(-1);
    return pressed ? list.indexOf(pressed) : 0;
  };
  const sync = () => {
    const list = items();
    const at = current(list);
    list.forEach((item, index) => (item.tabIndex = index === at ? 0 : -1));
  };
  const keydown = (event: KeyboardEvent) => {
    const list = items();
    const from = list.indexOf(event.target as HTMLButtonElement);
    if (from < 0) return;
    const last = list.length - 1;
    const step: Record<string, number> = {
      ArrowRight: from + 1,
      ArrowDown: from + 1,
      ArrowLeft: from - 1,
      ArrowUp: from - 1,
      Home: 0,
      End: last,
    };
    const next = step[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = list[(next + list.length) % list.length]!;
    // Choosing may send the focus on (a declarer chosen moves to the card points); the
    // arrow keys stay in the group.
    target.click();
    target.focus();
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(group, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-checked', 'aria-pressed', 'disabled'],
  });
  group.addEventListener('keydown', keydown);
  return () => {
    observer.disconnect();
    group.removeEventListener('keydown', keydown);
  };
};
