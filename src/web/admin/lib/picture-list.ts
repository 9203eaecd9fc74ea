/**
 * The value of an `images` field (a product's pictures, decision 0061): pictures in their order, the first the main
 * one, each with `withPad` (the shop shows it with a margin around it). Pure: the field's moves, removals and
 * toggles, so the component only wires them to buttons, keys and drags.
 */
export interface Picture {
  /** the stored key (an upload's `u-…` key or a generated one) */
  source: string;
  withPad: boolean;
}

/** The pictures of a field's value: objects as the server sends them; a bare key (an older value) is one without a margin. */
export function picturesOf(value: unknown): Picture[] {
  if (!Array.isArray(value)) return [];
  const out: Picture[] = [];
  for (const v of value) {
    if (typeof v === 'string') out.push({ source: v, withPad: false });
    else if (v && typeof v === 'object' && typeof (v as { source?: unknown }).source === 'string')
      out.push({ source: (v as Picture).source, withPad: (v as Picture).withPad === true });
  }
  return out;
}

/** The list with the picture at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function movePicture(list: readonly Picture[], from: number, to: number): Picture[] {
  const target = Math.max(0, Math.min(list.length - 1, to));
  if (from < 0 || from >= list.length || from === target) return [...list];
  const next = [...list];
  const [p] = next.splice(from, 1);
  next.splice(target, 0, p!);
  return next;
}

export const removePicture = (list: readonly Picture[], at: number): Picture[] => list.filter((_, i) => i !== at);

export const togglePad = (list: readonly Picture[], at: number): Picture[] =>
  list.map((p, i) => (i === at ? { ...p, withPad: !p.withPad } : p));

/** New uploads go after the others, without a margin, as many as fit under `max`. */
export const addPictures = (list: readonly Picture[], keys: readonly string[], max: number): Picture[] =>
  [...list, ...keys.map((source) => ({ source, withPad: false }))].slice(0, Math.max(max, list.length));

/**
 * Where a key moves a focused picture: arrows by one (left/up earlier, right/down later), Home to the first, End to
 * the last; null for any other key.
 */
export function keyMove(key: string, at: number, count: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowUp':
      return at > 0 ? at - 1 : null;
    case 'ArrowRight':
    case 'ArrowDown':
      return at < count - 1 ? at + 1 : null;
    case 'Home':
      return at > 0 ? 0 : null;
    case 'End':
      return at < count - 1 ? count - 1 : null;
    default:
      return null;
  }
}

/**
 * The field errors of one picture (`images.2.source` → picture 3's), and those of the list itself (`images`: too
 * many pictures).
 */
export function pictureErrors(
  errors: Readonly<Record<string, string>>,
  path: string,
): { list: string | undefined; at: Map<number, string> } {
  const at = new Map<number, string>();
  const prefix = `${path}.`;
  for (const [k, v] of Object.entries(errors)) {
    if (!k.startsWith(prefix)) continue;
    const n = Number(k.slice(prefix.length).split('.')[0]);
    if (Number.isInteger(n) && !at.has(n)) at.set(n, v);
  }
  return { list: errors[path], at };
}
