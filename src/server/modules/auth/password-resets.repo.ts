import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { ResetTokensRepo } from './reset-tokens.repo.ts';

/** `password_resets`: the customers' single-use tokens to set a new password (`ResetTokensRepo` over this table). */
export class PasswordResetsRepo extends ResetTokensRepo {
  constructor(db: Kysely<DB>) {
    super(db, 'password_resets');
  }
}
