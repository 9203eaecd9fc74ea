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
 * line breaks; object keys count too. Used on every request body before its schema sees it.
 */
export function controlCharPaths(value: unknown, path: string[] = [], out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (hasControlChars(value, { multiline: true })) out.push(path.join('.') || '_');
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => controlCharPaths(v, [...path, String(i)], out));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (hasControlChars(k)) out.push([...path, k].join('.'));
      else controlCharPaths(v, [...path, k], out);
    }
  }
  return out;
}
