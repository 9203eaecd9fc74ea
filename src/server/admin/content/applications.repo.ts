import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { containsAny } from './resource-helpers.ts';

const SORTS = {
  id: 'job_applications.id',
  created_at: 'job_applications.created_at',
  last_name: 'job_applications.last_name',
} as const;
export type ApplicationSort = keyof typeof SORTS;

/** Job applications with their vacancy's title and their file, for the back office. Takes any executor. */
export class ApplicationsRepo {
  constructor(private readonly db: Kysely<DB>) {}

  private base() {
    return this.db
      .selectFrom('job_applications')
      .leftJoin('vacancies', 'vacancies.id', 'job_applications.vacancy_id')
      .leftJoin('uploaded_files', 'uploaded_files.id', 'job_applications.file_id');
  }

  private filtered(p: { q: string; vacancyId?: number }) {
    let s = this.base();
    if (p.q)
      s = s.where((eb) =>
        containsAny(
          eb,
          [
            'job_applications.first_name',
            'job_applications.last_name',
            'job_applications.email',
            'job_applications.mobile',
          ],
          p.q,
        ),
      );
    if (p.vacancyId) s = s.where('job_applications.vacancy_id', '=', p.vacancyId);
    return s;
  }

  private select() {
    return this.base()
      .selectAll('job_applications')
      .select([
        'vacancies.title_az as vacancy_az',
        'vacancies.title_ru as vacancy_ru',
        'vacancies.title_en as vacancy_en',
      ])
      .select([
        'uploaded_files.name as file_name',
        'uploaded_files.original_name as file_original',
        'uploaded_files.type as file_type',
        'uploaded_files.size as file_size',
      ]);
  }

  async list(p: {
    q: string;
    vacancyId?: number;
    sort: ApplicationSort;
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  }) {
    const ids = this.filtered(p).select('job_applications.id');
    const [rows, count] = await Promise.all([
      this.select()
        .where('job_applications.id', 'in', ids)
        .orderBy(SORTS[p.sort], p.dir)
        .orderBy('job_applications.id', p.dir)
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      this.filtered(p)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.n) };
  }

  byId(id: number) {
    return this.select().where('job_applications.id', '=', id).executeTakeFirst();
  }

  async remove(id: number, fileId: number | null): Promise<void> {
    await this.db.deleteFrom('job_applications').where('id', '=', id).execute();
    if (fileId !== null) await this.db.deleteFrom('uploaded_files').where('id', '=', fileId).execute();
  }

  vacancies() {
    return this.db
      .selectFrom('vacancies')
      .select(['id', 'title_az', 'title_ru', 'title_en'])
      .orderBy('position')
      .orderBy('id')
      .execute();
  }
}
