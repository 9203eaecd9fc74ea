import type { Config } from '../../config.ts';
import type { Database } from '../../db/kysely.ts';
import type { PasswordHasher } from '../../modules/accounts/password-hasher.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AnyAdminResource } from '../resource.ts';
import type { StaffAuthService } from '../staff-auth.service.ts';
import { AuditResource } from '../people/audit.resource.ts';
import { RolesResource } from '../people/roles.resource.ts';
import { StaffResource } from '../people/staff.resource.ts';
import { ArticlesResource } from './articles.resource.ts';
import { PagesResource } from './pages.resource.ts';
import { QuestionsResource } from './questions.resource.ts';

export interface ContentDeps {
  database: Database;
  config: Config;
  i18n: I18n;
  hasher: PasswordHasher;
  staffAuth: StaffAuthService;
}

/** The resources of the content, people and settings part of the back office (docs/admin/content.md). */
export function createContentResources(d: ContentDeps): AnyAdminResource[] {
  const { database, i18n } = d;
  return [
    // people and permissions
    new StaffResource(database, i18n, d.hasher),
    new RolesResource(database, i18n, d.staffAuth),
    new AuditResource(database, i18n),
    // site content
    new ArticlesResource(database, i18n),
    new PagesResource(database, i18n),
    new QuestionsResource(database, i18n),
  ];
}
