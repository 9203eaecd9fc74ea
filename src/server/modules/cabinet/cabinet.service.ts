import type { AccountUser, UpdateInfoReply, UpdateInfoRequest } from '../../../domain/api/account.ts';
import type { Gender } from '../../../domain/api/fields.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { CabinetRepo, type UserRow } from './cabinet.repo.ts';

/** The stored gender as the API shows it: 'm', 'f', or null for none (or anything else a row may hold). */
const storedGender = (g: string | null): Gender | null => (g === 'm' || g === 'f' ? g : null);

function accountUser(u: UserRow): AccountUser {
  return {
    id: u.id,
    firstName: u.first_name,
    lastName: u.last_name,
    fullName: `${u.first_name} ${u.last_name}`.trim(),
    email: u.email,
    mobile: u.mobile,
    mobileVerified: u.mobile_verified_at !== null,
    gender: storedGender(u.gender),
    hasPassword: u.password_hash !== null,
    loyal: u.loyal === 1,
  };
}

/**
 * The cabinet's profile (CAB-1; `users/update-info`): names, the
 * optional email and the optional gender of the signed-in customer. The mobile is the account's identity and changes
 * only through its own verification.
 */
export class CabinetService {
  private readonly i18n: I18n;
  private readonly now: () => Date;

  constructor(private readonly deps: { connection: TransactionalConnection; i18n: I18n; now?: () => Date }) {
    this.i18n = deps.i18n;
    this.now = deps.now ?? (() => new Date());
  }

  async profile(userId: number): Promise<Result<AccountUser>> {
    const u = await this.deps.connection.shared.repo(CabinetRepo).user(userId);
    return u ? ok(accountUser(u)) : fail('unauthorized', 'errors.signInRequired');
  }

  /**
   * Saves names, email and gender; an email another customer uses (in any letter case) is a field error. A request
   * without `gender` keeps the stored one; null clears it.
   */
  async updateInfo(userId: number, input: UpdateInfoRequest & { lang?: Lang }): Promise<Result<UpdateInfoReply>> {
    const lang = input.lang ?? DEFAULT_LANG;
    const email = input.email ?? null;
    const emailKey = email === null ? null : email.toLowerCase();
    try {
      return await this.deps.connection.transaction(async (uow) => {
        const repo = uow.repo(CabinetRepo);
        if (!(await repo.lockUser(userId))) return fail('unauthorized', 'errors.signInRequired');
        if (emailKey !== null && (await repo.emailTaken(emailKey, userId)))
          return fail('invalid', 'validation.failed', { email: 'account.profile.emailTaken' });
        await repo.updateInfo(userId, {
          firstName: input.firstName,
          lastName: input.lastName,
          email,
          emailKey,
          gender: input.gender,
          at: this.now().toISOString(),
        });
        const u = (await repo.user(userId))!;
        return ok({
          user: accountUser(u),
          alert: { type: 'success' as const, message: this.i18n.t(lang, 'account.profile.saved') },
        });
      });
    } catch (e) {
      // another customer took the email between the check and the write
      if (isUniqueViolation(e)) return fail('invalid', 'validation.failed', { email: 'account.profile.emailTaken' });
      throw e;
    }
  }
}
