import { describe, expect, it } from 'vitest';
import { createPressQueue } from './after-press';

/** A page stand-in and hand-run timers. */
function setup() {
  const page = new EventTarget();
  const timers: { fn: () => void; ms: number }[] = [];
  const queue = createPressQueue(page, { set: (fn, ms) => timers.push({ fn, ms }) });
  const runTimers = (upTo: number) => {
    const due = timers.filter((t) => t.ms <= upTo);
    timers.splice(0, timers.length, ...timers.filter((t) => t.ms > upTo));
    for (const t of due) t.fn();
  };
  const press = () => page.dispatchEvent(new Event('pointerdown'));
  const release = (type = 'pointerup') => page.dispatchEvent(new Event(type));
  return { queue, runTimers, press, release };
}

describe('afterPress', () => {
  it('runs at once when nothing is pressed (a field left with Tab)', () => {
    const { queue } = setup();
    const seen: string[] = [];
    queue.run(() => seen.push('check'));
    expect(seen).toEqual(['check']);
  });

  it('while a press is under way, waits for the release and the click that follows it', () => {
    const { queue, runTimers, press, release } = setup();
    const seen: string[] = [];
    press();
    queue.run(() => seen.push('email'));
    queue.run(() => seen.push('name'));
    expect(seen).toEqual([]);
    release();
    seen.push('click');
    runTimers(0);
    expect(seen).toEqual(['click', 'email', 'name']);
    // nothing runs twice when the longest wait ends
    runTimers(Infinity);
    expect(seen).toEqual(['click', 'email', 'name']);
  });

  it('a cancelled press ends the wait too, and so does the longest wait without a release', () => {
    const a = setup();
    const seen: string[] = [];
    a.press();
    a.queue.run(() => seen.push('cancelled'));
    a.release('pointercancel');
    a.runTimers(0);
    expect(seen).toEqual(['cancelled']);

    const b = setup();
    b.press();
    b.queue.run(() => seen.push('no release'));
    b.runTimers(0);
    expect(seen).toEqual(['cancelled']);
    b.runTimers(Infinity);
    expect(seen).toEqual(['cancelled', 'no release']);
  });
});
