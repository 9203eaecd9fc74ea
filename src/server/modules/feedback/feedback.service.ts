import type { Lang } from '../../../domain/i18n.ts';
import { DEFAULT_LANG } from '../../../domain/i18n.ts';
import type { FeedbackRequest, FormSentReply } from '../../../domain/api/forms.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { FeedbackRepo } from './feedback.repo.ts';

export const FEEDBACKS_PER_IP_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

/** The contacts page's feedback form (CNT-8, CNT-16): stored for the staff, at most 5 per address an hour. */
export class FeedbackService {
  constructor(private readonly deps: { connection: TransactionalConnection; i18n: I18n; now?: () => Date }) {}

  async send(input: FeedbackRequest, ip: string | null, userId: number | null = null): Promise<Result<FormSentReply>> {
    const lang: Lang = input.lang ?? DEFAULT_LANG;
    const now = this.deps.now?.() ?? new Date();
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    // counted and inserted in one transaction
    const outcome = await this.deps.connection.transaction(async (uow) => {
      const repo = uow.repo(FeedbackRepo);
      if (ip && (await repo.countFromIpSince(ip, since)) >= FEEDBACKS_PER_IP_PER_HOUR) return 'tooMany';
      await repo.insert({
        type: input.type,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        mobile: input.mobile!,
        message: input.message,
        userId,
        lang,
        ip,
        createdAt: now.toISOString(),
      });
      return 'added';
    });
    if (outcome === 'tooMany') return fail('tooMany', 'forms.tooMany');
    return ok({ message: { text: this.deps.i18n.t(lang, 'forms.sent') } });
  }
}
