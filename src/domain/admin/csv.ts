/**
 * CSV as spreadsheets write it (RFC 4180 and its common variants), pure: the products import and export of the back
 * office (ADM-11) read and write through these functions only.
 *
 * Reading accepts a UTF-8 BOM, CRLF or LF line ends, `,` or `;` as the separator (Excel in an Azerbaijani or
 * Russian locale saves `;`), fields in double quotes with `""` for a quote and line breaks inside quotes. Records
 * are produced one at a time (a generator), so a caller can give way to other work between them.
 */

export type CsvDelimiter = ',' | ';';

/** One record and the line of the file it starts on (1 = the header). */
interface CsvRecord {
  line: number;
  cells: string[];
}

/** Drops a leading byte order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The separator of a file: the one of `,` and `;` that occurs more often outside quotes in its first line (`,`
 * when neither does: a one-column file).
 */
export function detectDelimiter(text: string): CsvDelimiter {
  let commas = 0;
  let semis = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\n' || c === '\r')) break;
    else if (!quoted && c === ',') commas++;
    else if (!quoted && c === ';') semis++;
  }
  return semis > commas ? ';' : ',';
}

/** A malformed file: a quote that is never closed, or text right after a closing quote. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly reason: 'unclosedQuote' | 'textAfterQuote',
  ) {
    super(`CSV syntax error on line ${line}: ${reason}`);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * The records of `text` (BOM already stripped or not), in order. Blank lines are skipped (a spreadsheet's trailing
 * empty rows). Throws `CsvSyntaxError` at the first malformed record.
 */
export function* csvRecords(text: string, delimiter: CsvDelimiter): Generator<CsvRecord> {
  const s = stripBom(text);
  const n = s.length;
  let i = 0;
  let line = 1;
  while (i < n) {
    const startLine = line;
    const cells: string[] = [];
    let cell = '';
    let quotedCell = false;
    let endOfRecord = false;
    while (!endOfRecord) {
      if (i >= n) {
        cells.push(cell);
        break;
      }
      const c = s[i]!;
      if (c === '"' && cell === '' && !quotedCell) {
        // a quoted field: up to the closing quote, "" is a quote, line breaks are part of the value
        quotedCell = true;
        i++;
        let closed = false;
        let start = i;
        let value = '';
        while (i < n) {
          const q = s.indexOf('"', i);
          if (q < 0) break;
          if (s[q + 1] === '"') {
            value += s.slice(start, q + 1);
            i = q + 2;
            start = i;
            continue;
          }
          value += s.slice(start, q);
          i = q + 1;
          closed = true;
          break;
        }
        if (!closed) throw new CsvSyntaxError(startLine, 'unclosedQuote');
        for (let k = 0; k < value.length; k++) if (value[k] === '\n') line++;
        cell = value;
        const next = s[i];
        if (next !== undefined && next !== delimiter && next !== '\n' && next !== '\r')
          throw new CsvSyntaxError(line, 'textAfterQuote');
        continue;
      }
      if (c === delimiter) {
        cells.push(cell);
        cell = '';
        quotedCell = false;
        i++;
        continue;
      }
      if (c === '\r' || c === '\n') {
        cells.push(cell);
        i += c === '\r' && s[i + 1] === '\n' ? 2 : 1;
        line++;
        endOfRecord = true;
        continue;
      }
      // an unquoted run: up to the next separator or line end
      let j = i;
      while (j < n) {
        const d = s[j];
        if (d === delimiter || d === '\n' || d === '\r') break;
        j++;
      }
      cell += s.slice(i, j);
      i = j;
    }
    if (cells.length === 1 && cells[0] === '') continue;
    yield { line: startLine, cells };
  }
}

/** All records at once (tests, small files). */
export function parseCsv(text: string, delimiter: CsvDelimiter = detectDelimiter(stripBom(text))): CsvRecord[] {
  return [...csvRecords(text, delimiter)];
}

/** One field, quoted when it holds the separator, a quote or a line break (RFC 4180). */
function csvField(v: string, delimiter: CsvDelimiter = ','): string {
  if (v.includes('"') || v.includes(delimiter) || v.includes('\n') || v.includes('\r'))
    return `"${v.replace(/"/g, '""')}"`;
  return v;
}

/** One record with its CRLF line end (RFC 4180). */
export function csvLine(cells: readonly string[], delimiter: CsvDelimiter = ','): string {
  return `${cells.map((c) => csvField(c, delimiter)).join(delimiter)}\r\n`;
}

/**
 * One field of a file the shop writes for people to open in a spreadsheet: a value starting with `=`, `+`, `-`, `@`
 * (or a tab or carriage return) gets a leading `'`, so the spreadsheet shows it as text instead of running it as a
 * formula (CSV injection), then it is quoted as `csvField` does.
 */
export function safeCsvField(v: string, delimiter: CsvDelimiter = ','): string {
  return csvField(/^[=+\-@\t\r]/.test(v) ? `'${v}` : v, delimiter);
}

/** One record of `safeCsvField`s with its CRLF line end. */
export function safeCsvLine(cells: readonly string[], delimiter: CsvDelimiter = ','): string {
  return `${cells.map((c) => safeCsvField(c, delimiter)).join(delimiter)}\r\n`;
}
