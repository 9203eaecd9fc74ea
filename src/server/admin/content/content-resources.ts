import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { UploadStore } from '../../modules/careers/upload-store.ts';
import { objectStoreOf } from '../../platform/object-store/create-object-store.ts';
import type { PasswordHasher } from '../../modules/auth/password-hasher.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import type { AnyAdminResource } from '../resource.ts';
import type { StaffAuthService } from '../staff-auth.service.ts';
import { AuditResource } from '../people/audit.resource.ts';
import { RolesResource } from '../people/roles.resource.ts';
import { StaffResource } from '../people/staff.resource.ts';
import type { StaffPasswordsService } from '../people/staff-passwords.service.ts';
import { ArticlesResource } from './articles.resource.ts';
import { PagesResource } from './pages.resource.ts';
import { QuestionsResource } from './questions.resource.ts';
import { BranchesResource } from './branches.resource.ts';
import { MenusResource } from './menus.resource.ts';
import { PopupsResource } from './popups.resource.ts';
import { VacanciesResource } from './vacancies.resource.ts';
import { ApplicationsResource } from './applications.resource.ts';
import { FeedbacksResource } from './feedbacks.resource.ts';
import { SubscribersResource } from './subscribers.resource.ts';
import { PlacesResource } from './places.resource.ts';
import { SettingsResource } from './settings.resource.ts';
import { registerArticleImagesApi } from './article-images.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';

interface ContentDeps {
  connection: TransactionalConnection;
  config: Config;
  i18n: I18n;
  hasher: PasswordHasher;
  staffAuth: StaffAuthService;
  staffPasswords: StaffPasswordsService;
}

/** The resources of the content, people and settings part of the back office (docs/admin/content.md). */
export function createContentResources(d: ContentDeps): AnyAdminResource[] {
  const { connection, i18n } = d;
  return [
    // people and permissions
    new StaffResource(connection, i18n, d.staffPasswords),
    new RolesResource(connection, i18n, d.staffAuth),
    new AuditResource(connection, i18n),
    // site content
    new ArticlesResource(connection, i18n),
    new PagesResource(connection, i18n),
    new QuestionsResource(connection, i18n),
    new BranchesResource(connection, i18n),
    new MenusResource(connection, i18n),
    new PopupsResource(connection, i18n),
    new VacanciesResource(connection, i18n),
    // what visitors sent
    new ApplicationsResource(connection, i18n, new UploadStore(objectStoreOf(d.config), 'careers')),
    new FeedbacksResource(connection, i18n),
    new SubscribersResource(connection, i18n),
    // delivery places and prices, site settings
    new PlacesResource(connection, i18n),
    new SettingsResource(connection, i18n),
  ];
}

/** A resource with routes beyond the generic ones (file downloads, exports). */
interface WithRoutes {
  registerRoutes(api: FastifyInstance): void;
}
const hasRoutes = (r: object): r is WithRoutes => typeof (r as Partial<WithRoutes>).registerRoutes === 'function';

/**
 * Registers the content part's routes beyond the generic ones (the admin API calls this inside its `/api/admin`
 * plugin): the resources' downloads and exports, and the article pictures (ADM-14).
 */
export function registerContentAdminApi(
  api: FastifyInstance,
  resources: readonly object[],
  deps: { i18n: I18n; connection: TransactionalConnection; config: Config },
): void {
  for (const r of resources) if (hasRoutes(r)) r.registerRoutes(api);
  registerArticleImagesApi(api, { i18n: deps.i18n, connection: deps.connection, config: deps.config });
}
