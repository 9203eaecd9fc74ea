import { loginWaitMinutes, type LimitCheck, type LoginLimits } from '../../../domain/login-limits.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { LoginAttemptsRepo } from './login-attempts.repo.ts';

interface LoginTicket {
  ids: number[];
  /** the subjects a success clears */
  account: string | readonly string[];
}

/**
 * Failed-login limits per account and per client address (decision 0028), kept in `login_attempts` so every process
 * sees the same counts. `begin` records the attempt first and then counts the window's other attempts: of N guesses
 * sent at once, the k-th to be written sees at least k − 1 others, so no more than the limit get to a password
 * check. A refused attempt is removed again (hammering does not lengthen the wait); a failed check stays counted; a
 * success clears the account's count and its own address row.
 */
export class LoginLimiter {
  private readonly now: () => Date;

  constructor(private readonly deps: { connection: TransactionalConnection; limits: LoginLimits; now?: () => Date }) {
    this.now = deps.now ?? (() => new Date());
  }

  async begin(
    account: string,
    ipSubject: string | null,
  ): Promise<{ ok: true; ticket: LoginTicket } | { ok: false; minutes: number }> {
    const { limits } = this.deps;
    return this.beginChecks(
      [
        { subject: account, limit: limits.perAccount },
        ...(ipSubject ? [{ subject: ipSubject, limit: limits.perIp }] : []),
      ],
      account,
    );
  }

  /**
   * `begin` with the subjects and limits given (the back office counts per account and address too, decision 0060);
   * `account` is the subject (or subjects) a success clears.
   */
  async beginChecks(
    checks: readonly LimitCheck[],
    account: string | readonly string[],
  ): Promise<{ ok: true; ticket: LoginTicket } | { ok: false; minutes: number }> {
    const now = this.now();
    const repo = this.deps.connection.shared.repo(LoginAttemptsRepo);
    const ids = await repo.record(
      checks.map((c) => c.subject),
      now.toISOString(),
    );
    const since = new Date(now.getTime() - this.deps.limits.windowMinutes * 60_000).toISOString();
    const waits: (number | null)[] = [];
    for (const c of checks)
      waits.push(
        loginWaitMinutes(await repo.times(c.subject, since, ids), c.limit, this.deps.limits.windowMinutes, now),
      );
    const blocked = waits.filter((w): w is number => w !== null);
    if (blocked.length) {
      await repo.remove(ids);
      return { ok: false, minutes: Math.max(...blocked) };
    }
    return { ok: true, ticket: { ids, account } };
  }

  get limits(): LoginLimits {
    return this.deps.limits;
  }

  /** The password was right: the account starts afresh, this attempt does not count against the address. */
  async succeeded(ticket: LoginTicket): Promise<void> {
    const repo = this.deps.connection.shared.repo(LoginAttemptsRepo);
    await repo.remove(ticket.ids);
    for (const subject of [ticket.account].flat()) await repo.clearSubject(subject);
  }

  prune(now: Date = this.now()): Promise<number> {
    return this.deps.connection.shared
      .repo(LoginAttemptsRepo)
      .prune(new Date(now.getTime() - this.deps.limits.windowMinutes * 60_000).toISOString());
  }
}
