import type { Kysely } from 'kysely';
import { loginWaitMinutes, type LoginLimits } from '../../../domain/login-limits.ts';
import type { DB } from '../../db/schema.ts';
import { LoginAttemptsRepo } from './login-attempts.repo.ts';

export interface LoginTicket {
  ids: number[];
  account: string;
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

  constructor(private readonly deps: { db: Kysely<DB>; limits: LoginLimits; now?: () => Date }) {
    this.now = deps.now ?? (() => new Date());
  }

  async begin(account: string, ipSubject: string | null): Promise<{ ok: true; ticket: LoginTicket } | { ok: false; minutes: number }> {
    const now = this.now();
    const { limits } = this.deps;
    const repo = new LoginAttemptsRepo(this.deps.db);
    const subjects = ipSubject ? [account, ipSubject] : [account];
    const ids = await repo.record(subjects, now.toISOString());
    const since = new Date(now.getTime() - limits.windowMinutes * 60_000).toISOString();
    const waits = [loginWaitMinutes(await repo.times(account, since, ids), limits.perAccount, limits.windowMinutes, now)];
    if (ipSubject) waits.push(loginWaitMinutes(await repo.times(ipSubject, since, ids), limits.perIp, limits.windowMinutes, now));
    const blocked = waits.filter((w): w is number => w !== null);
    if (blocked.length) {
      await repo.remove(ids);
      return { ok: false, minutes: Math.max(...blocked) };
    }
    return { ok: true, ticket: { ids, account } };
  }

  /** The password was right: the account starts afresh, this attempt does not count against the address. */
  async succeeded(ticket: LoginTicket): Promise<void> {
    const repo = new LoginAttemptsRepo(this.deps.db);
    await repo.remove(ticket.ids);
    await repo.clearSubject(ticket.account);
  }

  prune(now: Date = this.now()): Promise<number> {
    return new LoginAttemptsRepo(this.deps.db).prune(new Date(now.getTime() - this.deps.limits.windowMinutes * 60_000).toISOString());
  }
}
