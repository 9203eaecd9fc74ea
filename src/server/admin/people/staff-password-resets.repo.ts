import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ResetTokensRepo } from '../../modules/auth/reset-tokens.repo.ts';

/**
 * `staff_password_resets` (decision 0060): single-use links to set a back-office password (`ResetTokensRepo` over this
 * table, the sender in `created_by`), and forgetting the account's failed sign-ins once one is used. Takes any executor.
 */
export class StaffPasswordResetsRepo extends ResetTokensRepo {
  constructor(db: Kysely<DB>) {
    super(db, 'staff_password_resets');
  }

  /**
   * Forgets the account's failed sign-ins (`user:<id>` and `user:<id>@ip:…`, decision 0060): whoever set a new
   * password through a link to the account's own email or mobile is its owner and is not kept waiting.
   */
  async clearSignInFailures(userId: number): Promise<void> {
    const subject = `user:${userId}`;
    await this.db
      .deleteFrom('login_attempts')
      .where((eb) => eb.or([eb('subject', '=', subject), eb('subject', 'like', `${subject}@%`)]))
      .execute();
  }
}
