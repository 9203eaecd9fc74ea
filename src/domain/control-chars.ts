/**
 * Characters no person types into a text field (SEC-5; decision 0065) — the one rule for every string of every
 * request body (`platform/envelope.ts` walks the body before its schema), the admin's inline HTML and the URL guards:
 * - C0 controls U+0000–U+001F, DEL and the C1 controls U+0080–U+009F. Tab, line feed and carriage return are
 *   allowed where text may span lines (`multiline`). PostgreSQL refuses NUL in text outright; SQLite would store it.
 * - Bidirectional formatting: embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, and the implicit marks
 *   U+200E/U+200F (LRM, RLM) and U+061C (ALM). An override makes a name or an address title read backwards in every
 *   list that shows it (U+202E before "gpj.exe" shows "exe.jpg"); a mark is invisible and makes two texts that look the same differ.
 *   The shop's languages (az in Latin script, ru, en) never need them, and a keyboard does not type them.
 * Zero-width joiners stay allowed: emoji sequences and some scripts need them.
 */
const CONTROL = '\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f';
const BIDI = '\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069';
const ANY = new RegExp(`[\\t\\n\\r${CONTROL}${BIDI}]`);
const EXCEPT_WHITESPACE = new RegExp(`[${CONTROL}${BIDI}]`);

/** Whether `text` holds a character of the rule above (tab and line breaks allowed when `multiline`). */
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

/**
 * Text a person typed (SEC-5, decision 0065): no C0/C1 control characters (tab and line breaks allowed unless
 * `singleLine`) and no bidirectional embedding, override, isolate or mark characters. The one rule: the server walks
 * every request body with it (`controlCharPaths`) and the text field schemas of `api/fields.ts` carry it, so a
 * schema used on its own (a browser form, a product form's valid parts) refuses the same. `validation.controlChars`
 * otherwise. It lives here, not in `validation.ts`, which every page's shell carries: only the request schemas
 * (loaded on demand) and the server use it.
 */
export function isTypedText(v: string, opts: { singleLine?: boolean } = {}): boolean {
  return !hasControlChars(v, { multiline: !opts.singleLine });
}
