import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Dialect } from '../../db/kysely.ts';

interface NewUpload {
  name: string;
  originalName: string;
  size: number;
  type: string;
  ip: string | null;
  createdAt: string;
}

export interface NewApplication {
  vacancyId: number | null;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  birthYear: number | null;
  address: string;
  note: string;
  fileName: string | null;
  lang: string;
  ip: string | null;
  createdAt: string;
}

/** 'added', or why not: over the address's limit, the named file is unknown (or used), the vacancy is closed. */
export type ApplyOutcome =
  { kind: 'added'; id: number } | { kind: 'tooMany' } | { kind: 'noFile' } | { kind: 'noVacancy' };

/**
 * Vacancies, uploaded application files and job applications (migration 0015). An application is counted, checked
 * and saved in one transaction of the service's unit of work.
 */
export class CareersRepo {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
  ) {}

  /** Vacancies open on `day` (Y-m-d): active, started, not ended; in their order. */
  openVacancies(day: string) {
    return this.db
      .selectFrom('vacancies')
      .selectAll()
      .where('active', '=', 1)
      .where('start_date', '<=', day)
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', day)]))
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  vacancy(id: number) {
    return this.db.selectFrom('vacancies').selectAll().where('id', '=', id).where('active', '=', 1).executeTakeFirst();
  }

  cities(ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('cities')
      .select(['id', 'title_az', 'title_ru', 'title_en'])
      .where('id', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute();
  }

  /** Uploads from `ip` since `since` (ISO): the per-address limit. */
  async uploadsSince(ip: string, since: string): Promise<number> {
    const row = await this.db
      .selectFrom('uploaded_files')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async addUpload(u: NewUpload): Promise<void> {
    await this.db
      .insertInto('uploaded_files')
      .values({
        name: u.name,
        original_name: u.originalName,
        size: u.size,
        type: u.type,
        purpose: 'careers',
        ip: u.ip,
        created_at: u.createdAt,
        claimed_at: null,
      })
      .execute();
  }

  /** Files no form claimed since before `before` (ISO), at most `limit`: removed from the table; their names returned. */
  async takeStaleUploads(before: string, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('uploaded_files')
      .select(['id', 'name'])
      .where('claimed_at', 'is', null)
      .where('created_at', '<', before)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    if (rows.length === 0) return [];
    await this.db
      .deleteFrom('uploaded_files')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .where('claimed_at', 'is', null)
      .execute();
    return rows.map((r) => r.name);
  }

  upload(name: string) {
    return this.db.selectFrom('uploaded_files').selectAll().where('name', '=', name).executeTakeFirst();
  }

  /**
   * Applications from `ip` since `since` (ISO), inside the caller's transaction; on PostgreSQL one address's senders
   * are serialised first by an advisory lock until it ends (SQLite's write transactions are serial by themselves).
   */
  async applicationsFromIpSince(ip: string, since: string): Promise<number> {
    if (this.dialect === 'postgres')
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`applications:${ip}`}))`.execute(this.db);
    const row = await this.db
      .selectFrom('job_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ip', '=', ip)
      .where('created_at', '>', since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The vacancy is active and open on `day` (Y-m-d). */
  async isOpen(id: number, day: string): Promise<boolean> {
    const v = await this.db
      .selectFrom('vacancies')
      .select('id')
      .where('id', '=', id)
      .where('active', '=', 1)
      .where('start_date', '<=', day)
      .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', day)]))
      .executeTakeFirst();
    return !!v;
  }

  /** Claims the uploaded file named `name` once (a second application cannot take it): its id, or undefined. */
  async claimUpload(name: string, at: string): Promise<number | undefined> {
    const claimed = await this.db
      .updateTable('uploaded_files')
      .set({ claimed_at: at })
      .where('name', '=', name)
      .where('claimed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    return claimed?.id;
  }

  async insertApplication(a: NewApplication, fileId: number | null): Promise<number> {
    const inserted = await this.db
      .insertInto('job_applications')
      .values({
        vacancy_id: a.vacancyId,
        first_name: a.firstName,
        last_name: a.lastName,
        email: a.email,
        mobile: a.mobile,
        birth_year: a.birthYear,
        address: a.address,
        note: a.note,
        file_id: fileId,
        lang: a.lang,
        ip: a.ip,
        created_at: a.createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }
}
