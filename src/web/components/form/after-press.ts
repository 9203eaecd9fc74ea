/**
 * A field checked when it is left (`useFieldErrors`' `blur`) shows its message under it, which moves everything below
 * the field down. A field is left on the *press* of a button or link (mousedown), and the click comes with the
 * release: a message shown in between moves the button away from the pointer and the click is lost (Send, Save,
 * Cancel, a link under the form). So a check that comes while a pointer is pressed waits until the press has ended
 * and its click has been handled; otherwise (Tab, a tap that already ended) it runs at once.
 */
interface PressQueue {
  /** Runs `fn` now, or after the press under way and its click. */
  run(fn: () => void): void;
}

/** The longest a check waits for a release (a release the page never heard of: a drag out of the window). */
const MAX_WAIT_MS = 3_000;

export function createPressQueue(
  target: EventTarget,
  timers: { set: (fn: () => void, ms: number) => unknown } = { set: (fn, ms) => setTimeout(fn, ms) },
): PressQueue {
  let pressed = false;
  let queue: (() => void)[] = [];
  const flush = () => {
    const fns = queue;
    queue = [];
    for (const fn of fns) fn();
  };
  target.addEventListener('pointerdown', () => (pressed = true), { capture: true, passive: true });
  const release = () => {
    if (!pressed) return;
    pressed = false;
    // the click is dispatched in the same task as the release: a timer runs after it
    timers.set(flush, 0);
  };
  target.addEventListener('pointerup', release, { capture: true, passive: true });
  target.addEventListener('pointercancel', release, { capture: true, passive: true });
  return {
    run(fn) {
      if (!pressed) return fn();
      queue.push(fn);
      timers.set(() => {
        if (queue.includes(fn)) {
          queue = queue.filter((f) => f !== fn);
          fn();
        }
      }, MAX_WAIT_MS);
    },
  };
}

/** The page's queue (listening from the moment the first form's code loads); on the server every check runs at once. */
const pageQueue: PressQueue = typeof window === 'undefined' ? { run: (fn) => fn() } : createPressQueue(window);

/** Runs `fn` now, or — while a mouse button or a finger is pressed on the page — once the press and its click are over. */
export const afterPress = (fn: () => void): void => pageQueue.run(fn);
