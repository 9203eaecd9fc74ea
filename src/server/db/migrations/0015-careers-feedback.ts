import type { Kysely } from 'kysely';
import { withId } from './0001-catalog.ts';
import { perLang } from './0013-content.ts';

/**
 * Site content, second slice (CNT-6…CNT-8, decision 0039):
 * - `vacancies`: careers; title, job description and requirements (editor blocks) per language, salary in whole AZN,
 *   age and experience ranges, the cities (JSON array of city ids), open from `start_date` to `end_date` (Y-m-d);
 *   paths are `routes` rows (view `Vacancy`);
 * - `uploaded_files`: files sent with a form, kept under `DATA_DIR/uploads/` (never a public folder) by a random
 *   `name`; `claimed_at` is set when a form that names the file is saved — unclaimed files are removed after a day;
 * - `job_applications` and `feedbacks`: what visitors sent, for the staff;
 * - `popups`: the advertising popup of a page (the page's path per language), shown once per session.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  let vacancies = withId(db.schema.createTable('vacancies'), dialect);
  vacancies = perLang(vacancies, 'title', '');
  vacancies = perLang(vacancies, 'description', '[]');
  vacancies = perLang(vacancies, 'requirements', '[]');
  await vacancies
    .addColumn('min_salary', 'integer')
    .addColumn('max_salary', 'integer')
    .addColumn('city_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('min_age', 'integer')
    .addColumn('max_age', 'integer')
    .addColumn('min_experience', 'integer')
    .addColumn('max_experience', 'integer')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text')
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('vacancies_open').on('vacancies').columns(['active', 'position']).execute();

  await withId(db.schema.createTable('uploaded_files'), dialect)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    // pdf | doc | docx, as read from the content
    .addColumn('type', 'text', (c) => c.notNull())
    // careers
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .execute();
  await db.schema.createIndex('uploaded_files_ip').on('uploaded_files').columns(['ip', 'created_at']).execute();
  await db.schema
    .createIndex('uploaded_files_unclaimed')
    .on('uploaded_files')
    .columns(['claimed_at', 'created_at'])
    .execute();

  await withId(db.schema.createTable('job_applications'), dialect)
    .addColumn('vacancy_id', 'integer', (c) => c.references('vacancies.id').onDelete('set null'))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('birth_year', 'integer')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_id', 'integer', (c) => c.references('uploaded_files.id').onDelete('set null'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_applications_ip').on('job_applications').columns(['ip', 'created_at']).execute();

  await withId(db.schema.createTable('feedbacks'), dialect)
    // info | comment
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('feedbacks_ip').on('feedbacks').columns(['ip', 'created_at']).execute();

  let popups = withId(db.schema.createTable('popups'), dialect);
  popups = perLang(popups, 'title', '');
  popups = perLang(popups, 'path', '');
  popups = perLang(popups, 'link', '');
  await popups
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}
