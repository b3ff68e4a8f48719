/**
 * Turns the prerendered slides of the front page (features/landing/slides-carousel.tsx) into a
 * carousel following the WAI-ARIA APG carousel pattern, without React:
 * - previous/next buttons (next goes the reading way, so in Arabic it goes left), dot buttons with
 *   aria-current, and swipe with pointer events (a swipe towards the reading start goes forward);
 * - it advances by itself every ROTATE_MS unless the person prefers reduced motion, and it pauses
 *   while the pointer is over it or focus is inside it, while the tab is hidden, and when the
 *   pause button is pressed (the same button starts it again, also under reduced motion);
 * - the slides container is aria-live="polite" while it does not rotate, so a slide shown by a
 *   button is announced, and "off" while it rotates, so nothing talks over the reader.
 */
export const ROTATE_MS = 7000;
const SWIPE_MIN_PX = 40;

export function enhanceCarousel(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const container = root.querySelector<HTMLElement>('[data-carousel-slides]');
  const rotateButton = root.querySelector<HTMLButtonElement>('[data-carousel-rotate]');
  const previous = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  if (slides.length < 2 || !container || !rotateButton || !previous || !next) return;

  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  let current = 0;
  let playing = !reducedMotion.matches;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const rotating = () => playing && !hovered && !focused && !document.hidden;

  const show = (index: number): void => {
    current = (index + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      slide.toggleAttribute('data-inactive', i !== current);
      // Only a slide that appears after a change fades in; the first paint does not move.
      slide.toggleAttribute('data-shown', i === current);
    });
    dots.forEach((dot, i) => {
      if (i === current) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
  };

  const update = (): void => {
    clearTimeout(timer);
    container.setAttribute('aria-live', rotating() ? 'off' : 'polite');
    rotateButton.toggleAttribute('data-paused', !playing);
    const label = playing ? rotateButton.dataset.labelPause : rotateButton.dataset.labelPlay;
    if (label) rotateButton.setAttribute('aria-label', label);
    if (rotating()) {
      timer = setTimeout(() => {
        show(current + 1);
        update();
      }, ROTATE_MS);
    }
  };

  // A slide the person chose starts the wait for the next automatic one afresh.
  const go = (index: number) => {
    show(index);
    update();
  };
  const forward = () => go(current + 1);
  const backward = () => go(current - 1);

  previous.addEventListener('click', backward);
  next.addEventListener('click', forward);
  dots.forEach((dot, i) => dot.addEventListener('click', () => go(i)));
  rotateButton.addEventListener('click', () => {
    playing = !playing;
    update();
  });

  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return;
    hovered = true;
    update();
  });
  root.addEventListener('pointerleave', () => {
    hovered = false;
    update();
  });
  root.addEventListener('focusin', () => {
    focused = true;
    update();
  });
  root.addEventListener('focusout', (event) => {
    if (event.relatedTarget instanceof Node && root.contains(event.relatedTarget)) return;
    focused = false;
    update();
  });
  document.addEventListener('visibilitychange', update);
  reducedMotion.addEventListener('change', () => {
    if (reducedMotion.matches) playing = false;
    update();
  });

  let swipeStart: { id: number; x: number; y: number } | null = null;
  container.addEventListener('pointerdown', (event) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart = { id: event.pointerId, x: event.clientX, y: event.clientY };
  });
  container.addEventListener('pointercancel', () => {
    swipeStart = null;
  });
  container.addEventListener('pointerup', (event) => {
    if (!swipeStart || swipeStart.id !== event.pointerId) return;
    const dx = event.clientX - swipeStart.x;
    const dy = event.clientY - swipeStart.y;
    swipeStart = null;
    if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy)) return;
    // Content moves with the finger: dragging it towards the reading start brings the next slide.
    const rtl = getComputedStyle(root).direction === 'rtl';
    if (dx < 0 !== rtl) forward();
    else backward();
  });

  show(0);
  slides.forEach((slide) => slide.removeAttribute('data-shown'));
  root.setAttribute('data-enhanced', '');
  update();
}
