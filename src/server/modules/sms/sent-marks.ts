/** One row's "sent" mark: what the provider answered, and the text to keep (blanked for a secret purpose). */
export interface SentMark {
  id: number;
  providerId: string | null;
  sentAt: string;
  body?: string;
}

interface Waiting extends SentMark {
  done(error?: unknown): void;
}

/**
 * The "sent" marks of the SMS nobody waits for — an order's confirmation, sent after the shopper has the answer —
 * written together (decision 0098): a mark waits up to `lingerMs` (or until `max` are waiting) for others, and one
 * statement writes them all. On PostgreSQL every statement is a round trip and its own commit; at a few hundred orders
 * a second this takes most of one per order off the database. A mark still waiting when the process dies is lost as a
 * mark only: the row stays `sending` and the outbox's flush job sends it again once stale — at-least-once delivery,
 * as for a process that dies between the provider's answer and the mark. `close` writes what is waiting (shutdown).
 * Each `mark` settles when its batch is written, or fails with the batch's error (the rows stay `sending`, as above).
 */
export class SentMarks {
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing = new Set<Promise<void>>();

  constructor(
    private readonly write: (marks: readonly SentMark[]) => Promise<void>,
    private readonly lingerMs = 20,
    private readonly max = 100,
  ) {}

  mark(m: SentMark): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ ...m, done: (e) => (e === undefined ? resolve() : reject(e)) });
      if (this.waiting.length >= this.max) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.lingerMs);
    });
  }

  /** Writes every mark waiting now, and waits for every write under way. */
  async close(): Promise<void> {
    this.flush();
    await Promise.all([...this.writing]);
  }

  private flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.waiting;
    if (!batch.length) return;
    this.waiting = [];
    const w: Promise<void> = this.write(batch).then(
      () => batch.forEach((m) => m.done()),
      (e: unknown) => batch.forEach((m) => m.done(e ?? new Error('the marks were not written'))),
    );
    this.writing.add(w);
    void w.finally(() => this.writing.delete(w));
  }
}
