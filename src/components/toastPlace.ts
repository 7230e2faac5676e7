/**
 * Keeps the toast off what a person taps next: the elements marked
 * `data-toast-avoid` (the undo row, "add hand", the hand form's save bar). The
 * toast sits at the bottom, and at the top of the screen while at the bottom
 * it would cover one of them; placed again on scroll and resize, and when the page
 * changes size (the game screen comes back from under the hand form). An attachment:
 * it sets the element's own class, no state.
 */
export function awayFromButtons(node: HTMLElement): () => void {
  const covers = (box: DOMRect, avoid: DOMRect[]) =>
    avoid.some((other) => other.bottom > box.top && other.top < box.bottom);
  const place = () => {
    const avoid = Array.from(document.querySelectorAll<HTMLElement>('[data-toast-avoid]'))
      .filter((el) => el.checkVisibility?.() ?? true)
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.height > 0);
    // Where it would be at the bottom, and at the top (the styles say where those are).
    node.classList.remove('top');
    const bottom = node.getBoundingClientRect();
    node.classList.add('top');
    const top = node.getBoundingClientRect();
    node.classList.toggle('top', covers(bottom, avoid) && !covers(top, avoid));
  };
  // Placed in the frame that first shows it, before its paint, not at once: read in the middle
  // of the redraw that brings it, the boxes would lay the screen out there, and the frame again.
  let frame = requestAnimationFrame(place);
  // At most once a frame: scrolling asks often.
  const soon = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(place);
  };
  const page = new ResizeObserver(soon);
  page.observe(document.body);
  addEventListener('scroll', soon, { passive: true });
  addEventListener('resize', soon);
  return () => {
    cancelAnimationFrame(frame);
    page.disconnect();
    removeEventListener('scroll', soon);
    removeEventListener('resize', soon);
  };
}
