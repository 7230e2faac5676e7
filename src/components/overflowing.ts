/**
 * Marks a scroll box with `data-overflows` while what it holds is wider than
 * it, so that a note beside it can say that it scrolls (and say nothing when
 * everything is in view). The observer's first answer comes in the frame that lays the box
 * out, before it is painted: measuring at once would lay out the whole screen a second time,
 * in the task that builds it.
 */
export function overflowing(element: HTMLElement): () => void {
  const check = () =>
    element.toggleAttribute('data-overflows', element.scrollWidth > element.clientWidth + 1);
  const observer = new ResizeObserver(check);
  observer.observe(element);
  if (element.firstElementChild) observer.observe(element.firstElementChild);
  return () => observer.disconnect();
}
