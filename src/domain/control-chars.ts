/**
 * Control characters in text input (shared by the server's edge checks and any form): C0 controls U+0000–U+001F
 * and DEL are never part of what a person types. Tab, line feed and carriage return are allowed where text may
 * span lines (`multiline`). PostgreSQL refuses NUL in text outright; SQLite would store it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const ANY = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- idem
const EXCEPT_WHITESPACE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export function hasControlChars(text: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? EXCEPT_WHITESPACE : ANY).test(text);
}

/**
 * Paths (`a.b.0`) of the strings inside a parsed JSON value that carry control characters other than tab and
 * line breaks; object keys count too. Used on every request body before its schema sees it. The walk keeps its own
 * stack (no recursion): however deeply a value nests, it never overflows the call stack. Each entry knows its
 * parent, so a path is only spelled out for a hit.
 */
export function controlCharPaths(value: unknown): string[] {
  const out: string[] = [];
  const stack: WalkEntry[] = [{ value, key: null, parent: null, badKey: false }];
  while (stack.length) {
    const e = stack.pop()!;
    const v = e.value;
    if (e.badKey) out.push(pathOf(e));
    else if (typeof v === 'string') {
      if (hasControlChars(v, { multiline: true })) out.push(pathOf(e) || '_');
    } else if (Array.isArray(v)) {
      // pushed last to first, so that the hits come out in document order
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], key: String(i), parent: e, badKey: false });
    } else if (v && typeof v === 'object') {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i]!;
        // a bad key is reported by itself; its value is not looked into
        stack.push({ value: child, key: k, parent: e, badKey: hasControlChars(k) });
      }
    }
  }
  return out;
}

interface WalkEntry {
  value: unknown;
  /** the key or index under the parent; null at the top */
  key: string | null;
  parent: WalkEntry | null;
  badKey: boolean;
}

function pathOf(e: WalkEntry): string {
  const parts: string[] = [];
  for (let at: WalkEntry | null = e; at && at.key !== null; at = at.parent) parts.push(at.key);
  return parts.reverse().join('.');
}
