/**
 * Login limits (ACC-5, decision 0028): failed password checks are counted per account and per client address in
 * a sliding window. The server records an attempt before it checks the password and counts the attempts of the
 * window including its own, so parallel guesses cannot slip past the limit; these are the numbers.
 */

export interface LoginLimits {
  /** failed attempts per account within the window */
  perAccount: number;
  /** failed attempts per client address within the window */
  perIp: number;
  windowMinutes: number;
}

const ms = (t: string | Date) => (typeof t === 'string' ? Date.parse(t) : t.getTime());

/**
 * Whether one more attempt may go ahead, given the times of the attempts already recorded in the window (not this
 * one). null: allowed; else the whole minutes (at least 1) until enough old attempts have left the window.
 */
export function loginWaitMinutes(
  times: readonly string[],
  limit: number,
  windowMinutes: number,
  now: Date,
): number | null {
  const windowMs = windowMinutes * 60_000;
  const inWindow = times
    .map(ms)
    .filter((t) => t > now.getTime() - windowMs)
    .sort((a, b) => a - b);
  if (inWindow.length < limit) return null;
  // after the oldest (n - limit + 1) attempts have left the window, n - that < limit
  const freeing = inWindow[inWindow.length - limit]!;
  return Math.max(1, Math.ceil((freeing + windowMs - now.getTime()) / 60_000));
}

/** The subject under which an account's attempts are counted. */
export const accountSubject = (userId: number) => `user:${userId}`;
/**
 * The subject for a login name that matches no account: counted the same way, so the limit answers the same
 * whether the account exists or not.
 */
export const nameSubject = (key: string) => `name:${key}`;
export const ipSubject = (ip: string) => `ip:${ip}`;

/**
 * The subject under which the attempts at one account (or unknown name) from one client address are counted. The
 * back office's sign-in limits these per account and address (decision 0060): guesses from one address lock that
 * address out of the account, not the account's owner signing in from another.
 */
export const accountAddressSubject = (account: string, ip: string) => `${account}@${ipSubject(ip)}`;

/** How many times the per-account limit an account takes from all addresses together before the back office's sign-in stops it. */
const STAFF_ACCOUNT_SPREAD = 10;

export interface LimitCheck {
  subject: string;
  limit: number;
}

/**
 * The back office's sign-in limits (decision 0060): `perAccount` failures per account and address, `perAccount` ×
 * STAFF_ACCOUNT_SPREAD per account from all addresses (a spread-out guesser still meets a ceiling), `perIp` per
 * address across accounts. Without a known address, the account's own limit applies as in the shop.
 */
export function staffLoginChecks(account: string, ip: string | null, limits: LoginLimits): LimitCheck[] {
  if (!ip) return [{ subject: account, limit: limits.perAccount }];
  return [
    { subject: accountAddressSubject(account, ip), limit: limits.perAccount },
    { subject: account, limit: limits.perAccount * STAFF_ACCOUNT_SPREAD },
    { subject: ipSubject(ip), limit: limits.perIp },
  ];
}
