import type { Lang } from '../../../domain/i18n.ts';
import { DEFAULT_LANG } from '../../../domain/i18n.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { SubscriptionInput } from './subscriptions.validators.ts';
import type { SubscriptionReply } from '../../../domain/api/subscriptions.ts';
import type { SubscriptionsRepo } from './subscriptions.repo.ts';

export const SUBSCRIPTIONS_PER_IP_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Newsletter subscriptions (CNT-9). One subscription per address, compared case-insensitively;
 * a repeat is a field error on `email`, not a failure of the shop. At most 5 new subscriptions per IP per hour,
 * counted in the database so the limit holds across app processes.
 */
export class SubscriptionsService {
  constructor(
    private readonly repo: SubscriptionsRepo,
    private readonly i18n: I18n,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(input: SubscriptionInput, ip: string | null): Promise<Result<SubscriptionReply>> {
    const lang: Lang = input.lang ?? DEFAULT_LANG;
    const now = this.now();
    const outcome = await this.repo.add(
      { email: input.email, emailKey: input.email.toLowerCase(), lang, ip, createdAt: now.toISOString() },
      new Date(now.getTime() - HOUR_MS).toISOString(),
      SUBSCRIPTIONS_PER_IP_PER_HOUR,
    );
    if (outcome === 'exists')
      return fail('conflict', 'subscriptions.alreadySubscribed', { email: 'subscriptions.alreadySubscribed' });
    if (outcome === 'tooMany') return fail('tooMany', 'subscriptions.tooMany', { email: 'subscriptions.tooMany' });
    return ok({ message: { text: this.i18n.t(lang, 'subscriptions.sent') } });
  }
}
