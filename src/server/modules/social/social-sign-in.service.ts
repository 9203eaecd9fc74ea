import * as oidc from 'openid-client';
import type { Lang } from '../../../domain/i18n.ts';
import { SOCIAL_PROVIDERS, type SocialError, type SocialProvider } from '../../../domain/api/social-auth.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import type { Viewer } from '../../platform/viewer.ts';
import type { IssuedSession, SessionMeta, SessionsService } from '../auth/sessions.service.ts';
import { isUniqueViolation, UsersRepo, type UserRow } from '../auth/users.repo.ts';
import { IdentitiesRepo } from './identities.repo.ts';
import { ProviderRefused, type ProviderClient, type ProviderProfile } from './provider-clients.ts';
import { SocialAttemptsRepo } from './social-attempts.repo.ts';
import { SocialTicketsRepo } from './social-tickets.repo.ts';
import { randomSecret, secretHash, isSecretShaped } from './social-hash.ts';

/** An attempt lives 10 minutes (the time to sign in at the provider); a ticket 15 (the time to type a code). */
export const ATTEMPT_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 15 * 60_000;

export type CallbackOutcome =
  | { kind: 'signedIn'; session: IssuedSession; returnTo: string }
  | { kind: 'linked'; provider: SocialProvider; lang: Lang; user: UserRow }
  | { kind: 'ticket'; ticketKind: 'link' | 'signup'; ticket: string; lang: Lang }
  | { kind: 'refused'; code: SocialError; lang: Lang };

interface Deps {
  connection: TransactionalConnection;
  sessions: Pick<SessionsService, 'start'>;
  clients: Partial<Record<SocialProvider, ProviderClient>>;
  /** one line per link and unlink, and per refused callback (never a secret) */
  log: (line: string) => void;
  /** starts one client address may make in an hour (SOCIAL_STARTS_PER_IP_PER_HOUR, decision 0096) */
  startsPerIpPerHour: number;
  now?: () => Date;
}

/** A signed-in customer who is blocked or disabled cannot sign in this way either. */
export const isShut = (u: Pick<UserRow, 'active' | 'blocked_at'>) => u.active !== 1 || u.blocked_at !== null;

/**
 * Sign-in with Google and Facebook, the browser's half (ACC-12…ACC-17, decision 0093): `start` keeps the attempt's state,
 * nonce and PKCE verifier in a database row bound to this browser by a cookie and sends it to the provider;
 * `callback` spends that row (single use), lets the provider's client verify the answer, then signs in a linked
 * customer, links for a signed-in one, or hands out a ticket for the next step (prove the account / confirm a
 * mobile). Everything lives in the database: any instance answers any step.
 */
export class SocialSignInService {
  private readonly now: () => Date;

  constructor(private readonly deps: Deps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The configured providers, in display order (the sign-in and sign-up pages show a button for each). */
  providers(): SocialProvider[] {
    return SOCIAL_PROVIDERS.filter((p) => this.deps.clients[p] !== undefined);
  }

  /**
   * A new attempt: the provider's authorization URL and the browser binding to keep in a cookie (the browser's
   * current one is kept when well formed, so two tabs may sign in at once).
   */
  async start(input: {
    provider: SocialProvider;
    intent: 'signin' | 'link';
    viewer: Viewer | null;
    returnTo: string;
    lang: Lang;
    redirectUri: string;
    binding: string | undefined;
    /** the address that asks (as TRUST_PROXY allows); null: not counted */
    clientIp: string | null;
  }): Promise<{ location: URL; binding: string } | { refused: SocialError }> {
    const client = this.deps.clients[input.provider];
    if (!client) return { refused: 'unavailable' };
    const now = this.now();
    const attempts = this.deps.connection.shared.repo(SocialAttemptsRepo);
    // every start writes a row: one address gets so many an hour (a flood of starts never reaches the provider); read
    // here first, then counted again with the row's write, where starts at once wait for each other
    const hourAgo = new Date(now.getTime() - 3_600_000).toISOString();
    const limit = this.deps.startsPerIpPerHour;
    if (input.clientIp && (await attempts.startsSince(input.clientIp, hourAgo)) >= limit) return { refused: 'tooMany' };
    const binding = isSecretShaped(input.binding) ? input.binding : randomSecret();
    const secrets = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      redirectUri: input.redirectUri,
    };
    let location: URL;
    try {
      location = await client.authorizationUrl(secrets);
    } catch (err) {
      return { refused: err instanceof ProviderRefused ? err.code : 'unavailable' };
    }
    // old rows go as new ones come (nothing else reads them once expired)
    await attempts.purge(new Date(now.getTime() - 86_400_000).toISOString());
    const row = {
      state_hash: secretHash(secrets.state),
      provider: input.provider,
      nonce: secrets.nonce,
      code_verifier: secrets.codeVerifier,
      intent: input.intent,
      user_id: input.intent === 'link' ? (input.viewer?.userId ?? null) : null,
      return_to: input.returnTo,
      lang: input.lang,
      browser_hash: secretHash(binding),
      client_ip: input.clientIp,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ATTEMPT_TTL_MS).toISOString(),
    };
    const written = await this.deps.connection.transaction((uow) =>
      uow.repo(SocialAttemptsRepo).insertWithin(row, limit, hourAgo),
    );
    if (!written) return { refused: 'tooMany' };
    return { location, binding };
  }

  async callback(input: {
    provider: SocialProvider;
    /** the full callback URL as the browser asked it (the library reads code, state and iss from it) */
    url: URL;
    binding: string | undefined;
    viewer: Viewer | null;
    lang: Lang;
    clientIp: string | null;
    meta: SessionMeta;
  }): Promise<CallbackOutcome> {
    const q = input.url.searchParams;
    const state = q.get('state');
    const refused = (code: SocialError, lang: Lang = input.lang): CallbackOutcome => {
      this.deps.log(`[social] ${input.provider} callback refused: ${code}`);
      return { kind: 'refused', code, lang };
    };
    if (!state) return refused(q.get('error') === 'access_denied' ? 'denied' : 'state');
    const attempts = this.deps.connection.shared.repo(SocialAttemptsRepo);
    const attempt = await attempts.byStateHash(secretHash(state));
    // another browser's state, a forged one, or this browser's cookie gone: the same refusal
    if (!attempt || attempt.provider !== input.provider) return refused('state');
    const lang = attempt.lang as Lang;
    if (!isSecretShaped(input.binding) || secretHash(input.binding) !== attempt.browser_hash)
      return refused('state', lang);
    const now = this.now();
    if (attempt.expires_at <= now.toISOString() || !(await attempts.use(attempt.id, now.toISOString())))
      return refused('expired', lang);
    if (q.get('error')) return refused(q.get('error') === 'access_denied' ? 'denied' : 'unavailable', lang);
    const client = this.deps.clients[input.provider];
    if (!client) return refused('unavailable', lang);
    let profile: ProviderProfile;
    try {
      profile = await client.finish(input.url, {
        state,
        nonce: attempt.nonce,
        codeVerifier: attempt.code_verifier,
        redirectUri: '',
      });
    } catch (err) {
      return refused(err instanceof ProviderRefused ? err.code : 'unavailable', lang);
    }
    const identities = this.deps.connection.shared.repo(IdentitiesRepo);
    const users = this.deps.connection.shared.repo(UsersRepo);
    const identity = await identities.bySubject(input.provider, profile.subject);

    if (attempt.intent === 'link') {
      // linking from the cabinet: the same signed-in customer who started it
      if (!input.viewer || input.viewer.userId !== attempt.user_id) return refused('state', lang);
      const user = await users.byId(input.viewer.userId);
      if (!user || isShut(user)) return refused('blocked', lang);
      if (identity) {
        if (identity.user_id !== user.id) return refused('linkedElsewhere', lang);
        return { kind: 'linked', provider: input.provider, lang, user };
      }
      const linked = await this.link(user.id, input.provider, profile, input.clientIp);
      if (!linked) return refused('linkedElsewhere', lang);
      return { kind: 'linked', provider: input.provider, lang, user: (await users.byId(user.id))! };
    }

    if (identity) {
      const user = await users.byId(identity.user_id);
      if (!user || isShut(user)) return refused('blocked', lang);
      const at = now.toISOString();
      await users.touchLogin(user.id, at);
      const session = await this.deps.sessions.start(user, input.meta);
      return { kind: 'signedIn', session, returnTo: attempt.return_to };
    }

    const owner = profile.email ? await users.byEmail(profile.email) : undefined;
    // an email the provider did not verify proves nothing about the account that has it: no link is offered
    if (owner && !profile.emailVerified) return refused('unverifiedEmail', lang);
    if (owner && isShut(owner)) return refused('blocked', lang);
    const ticket = randomSecret();
    await this.deps.connection.shared.repo(SocialTicketsRepo).insert({
      token_hash: secretHash(ticket),
      kind: owner ? 'link' : 'signup',
      provider: input.provider,
      subject: profile.subject,
      // an unverified email is not taken onto a new account
      email: profile.emailVerified ? profile.email : null,
      first_name: profile.firstName.slice(0, 50),
      last_name: profile.lastName.slice(0, 50),
      user_id: owner?.id ?? null,
      return_to: attempt.return_to,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TICKET_TTL_MS).toISOString(),
    });
    return { kind: 'ticket', ticketKind: owner ? 'link' : 'signup', ticket, lang };
  }

  /** Links in one transaction with its log row; false when this provider account is linked already (elsewhere). */
  async link(userId: number, provider: SocialProvider, p: ProviderProfile, clientIp: string | null): Promise<boolean> {
    const at = this.now().toISOString();
    try {
      await this.deps.connection.transaction(async (uow) => {
        const repo = uow.repo(IdentitiesRepo);
        await repo.link({ userId, provider, subject: p.subject, email: p.email, at });
        await repo.log({ userId, provider, action: 'link', clientIp, at });
      });
    } catch (e) {
      if (isUniqueViolation(e)) return false;
      throw e;
    }
    this.deps.log(`[social] user ${userId} linked ${provider} from ${clientIp ?? '?'}`);
    return true;
  }
}
