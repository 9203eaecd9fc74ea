import type { Lang } from '../../../domain/i18n.ts';
import { DEFAULT_LANG } from '../../../domain/i18n.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { SubscriptionInput } from './subscriptions.validators.ts';
import type { SubscriptionReply } from '../../../domain/api/subscriptions.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { SubscriptionsRepo, type AddOutcome } from './subscriptions.repo.ts';

export const SUBSCRIPTIONS_PER_IP_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Newsletter subscriptions (CNT-9). One subscription per address, compared case-insensitively;
 * a repeat is a field error on `email`, not a failure of the shop. At most 5 new subscriptions per IP per hour,
 * counted in the database so the limit holds across app processes.
 */
export class SubscriptionsService {
  constructor(private readonly deps: { connection: TransactionalConnection; i18n: I18n; now?: () => Date }) {}

  async send(input: SubscriptionInput, ip: string | null): Promise<Result<SubscriptionReply>> {
    const lang: Lang = input.lang ?? DEFAULT_LANG;
    const now = this.deps.now?.() ?? new Date();
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    const s = { email: input.email, emailKey: input.email.toLowerCase(), lang, ip, createdAt: now.toISOString() };
    // checked, counted and added in one transaction
    const outcome = await this.deps.connection.transaction(async (uow): Promise<AddOutcome> => {
      const repo = uow.repo(SubscriptionsRepo);
      if (await repo.exists(s.emailKey)) return 'exists';
      if (ip && (await repo.countFromIpSince(ip, since)) >= SUBSCRIPTIONS_PER_IP_PER_HOUR) return 'tooMany';
      return (await repo.insert(s)) ? 'added' : 'exists';
    });
    if (outcome === 'exists')
      return fail('conflict', 'subscriptions.alreadySubscribed', { email: 'subscriptions.alreadySubscribed' });
    if (outcome === 'tooMany') return fail('tooMany', 'subscriptions.tooMany', { email: 'subscriptions.tooMany' });
    return ok({ message: { text: this.deps.i18n.t(lang, 'subscriptions.sent') } });
  }
}
