import { randomBytes } from 'node:crypto';
import type { Lang } from '../../../domain/i18n.ts';
import { DEFAULT_LANG } from '../../../domain/i18n.ts';
import { CAREERS_PATH, localePath } from '../../../domain/routes.ts';
import {
  APPLICATION_FILE_MAX_BYTES,
  type ApplicationRequest,
  type FormSentReply,
  type UploadReply,
} from '../../../domain/api/forms.ts';
import type { VacancyCard, VacancyDetail } from '../../../domain/content.ts';
import { fail, ok, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { col } from '../catalog/catalog-text.ts';
import type { RoutingService } from '../routing/routing.service.ts';
import { parseContentBlocks } from '../pages/content-blocks.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { CareersRepo, type ApplyOutcome, type NewApplication } from './careers.repo.ts';
import { cleanFileName, extensionOf } from './file-type.ts';
import { checkDocument, type DocumentProblem } from '../../../domain/documents.ts';
import type { UploadStore } from './upload-store.ts';
import { isObjectStoreUnavailable } from '../../platform/object-store/object-store.ts';
import { bakuDay } from '../../../domain/dates.ts';

export const APPLICATIONS_PER_IP_PER_HOUR = 5;
export const UPLOADS_PER_IP_PER_HOUR = 10;
const HOUR_MS = 3_600_000;
/** an uploaded file that no application claimed within a day is removed */
const STALE_UPLOAD_MS = 24 * HOUR_MS;

/** The message for each reason a document's structure was refused (decision 0064). */
const PROBLEM_MESSAGE: Record<DocumentProblem, string> = {
  notDocument: 'forms.upload.type',
  unpacksTooLarge: 'forms.upload.unpacksTooLarge',
  compressionRatio: 'forms.upload.unpacksTooLarge',
  pdfHeader: 'forms.upload.damaged',
  pdfTrailer: 'forms.upload.damaged',
  foreignSignature: 'forms.upload.damaged',
  zipDirectory: 'forms.upload.damaged',
  zipUnsupported: 'forms.upload.damaged',
  zipEntry: 'forms.upload.damaged',
  missingParts: 'forms.upload.damaged',
  unsafeName: 'forms.upload.damaged',
  compression: 'forms.upload.damaged',
  oleStructure: 'forms.upload.damaged',
  noWordStream: 'forms.upload.damaged',
};

type VacancyRow = NonNullable<Awaited<ReturnType<CareersRepo['vacancy']>>>;

function cityIds(json: string): number[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is number => Number.isInteger(x) && x > 0) : [];
  } catch {
    return [];
  }
}

/** Careers (CNT-6, CNT-7): the open vacancies, a vacancy's page, the application file upload and the application. */
export class CareersService {
  private readonly store: UploadStore;
  private readonly routing: RoutingService;
  private readonly i18n: I18n;
  private readonly now: () => Date;
  private readonly log: { warn(obj: object, msg: string): void };

  constructor(
    private readonly deps: {
      connection: TransactionalConnection;
      store: UploadStore;
      routing: RoutingService;
      i18n: I18n;
      now?: () => Date;
      log?: { warn(obj: object, msg: string): void };
    },
  ) {
    this.store = deps.store;
    this.routing = deps.routing;
    this.i18n = deps.i18n;
    this.now = deps.now ?? (() => new Date());
    this.log = deps.log ?? { warn: (obj, msg) => console.warn(msg, obj) };
  }

  private get repo(): CareersRepo {
    return this.deps.connection.shared.repo(CareersRepo);
  }

  async list(lang: Lang): Promise<Result<{ items: VacancyCard[] }>> {
    const rows = await this.repo.openVacancies(bakuDay(this.now()));
    return ok({ items: await this.cards(rows, lang) });
  }

  /** An open vacancy's page; a closed or unknown one is notFound. */
  async vacancy(lang: Lang, id: number): Promise<Result<VacancyDetail>> {
    const row = await this.repo.vacancy(id);
    const day = bakuDay(this.now());
    if (!row || row.start_date > day || (row.end_date !== null && row.end_date < day))
      return fail('notFound', 'content.notFound');
    const [card] = await this.cards([row], lang);
    return ok({
      ...card!,
      minAge: row.min_age,
      maxAge: row.max_age,
      minExperience: row.min_experience,
      maxExperience: row.max_experience,
      description: parseContentBlocks(col(row, 'description', lang)),
      requirements: parseContentBlocks(col(row, 'requirements', lang)),
    });
  }

  private async cards(rows: VacancyRow[], lang: Lang): Promise<VacancyCard[]> {
    const ids = [...new Set(rows.flatMap((r) => cityIds(r.city_ids)))];
    const [cities, paths] = await Promise.all([
      this.repo.cities(ids),
      this.routing.pathsFor(
        'Vacancy',
        rows.map((r) => r.id),
        lang,
      ),
    ]);
    const cityTitle = new Map(cities.map((c) => [c.id, col(c, 'title', lang)]));
    return rows.map((r) => ({
      id: r.id,
      title: col(r, 'title', lang),
      href: paths.has(r.id) ? localePath(lang, `/${paths.get(r.id)}`) : localePath(lang, CAREERS_PATH[lang]),
      cities: cityIds(r.city_ids)
        .map((id) => cityTitle.get(id))
        .filter((t): t is string => !!t),
      minSalary: r.min_salary,
      maxSalary: r.max_salary,
      startDate: r.start_date,
      endDate: r.end_date,
    }));
  }

  /**
   * One application file: checked by its structure (pdf, doc or docx, `domain/documents.ts`; the name's extension must say the same),
   * at most 5 MB, not empty; written to the object store (`uploads/careers/`, decision 0068) with a random name; at most
   * 10 per address an hour; a store that is down is a 503 on the field, and nothing is recorded.
   * Files no application claimed for a day are removed here, a few at a time.
   */
  async upload(
    input: { originalName: string; bytes: Buffer; ip: string | null },
    field = 'file',
  ): Promise<Result<UploadReply>> {
    const now = this.now();
    await this.removeStale(now);
    const { bytes } = input;
    const fieldError = (key: string, kind: 'invalid' | 'tooLarge' | 'tooMany' = 'invalid') =>
      fail(kind, key, { [field]: key });
    if (bytes.length === 0) return fieldError('forms.upload.empty');
    if (bytes.length > APPLICATION_FILE_MAX_BYTES) return fieldError('forms.upload.tooLarge', 'tooLarge');
    const checked = checkDocument(bytes);
    if (!checked.ok) return fieldError(PROBLEM_MESSAGE[checked.problem]);
    const type = checked.type;
    const originalName = cleanFileName(input.originalName);
    if (extensionOf(originalName) !== type) return fieldError('forms.upload.extension');
    if (
      input.ip &&
      (await this.repo.uploadsSince(input.ip, new Date(now.getTime() - HOUR_MS).toISOString())) >=
        UPLOADS_PER_IP_PER_HOUR
    ) {
      return fieldError('forms.tooMany', 'tooMany');
    }
    const name = `${randomBytes(16).toString('hex')}.${type}`;
    // the file first, then its row: a store that is down leaves no row naming a file that is not there
    try {
      await this.store.save(name, bytes);
    } catch (err) {
      if (!isObjectStoreUnavailable(err)) throw err;
      this.log.warn({ err }, 'application file upload: the object store is unavailable');
      return fail('unavailable', 'forms.upload.storageDown', { [field]: 'forms.upload.storageDown' });
    }
    try {
      await this.repo.addUpload({
        name,
        originalName,
        size: bytes.length,
        type,
        ip: input.ip,
        createdAt: now.toISOString(),
      });
    } catch (err) {
      await this.store.remove(name).catch(() => undefined);
      throw err;
    }
    return ok({ name, originalName, size: bytes.length });
  }

  async apply(input: ApplicationRequest, ip: string | null): Promise<Result<FormSentReply>> {
    const lang: Lang = input.lang ?? DEFAULT_LANG;
    const now = this.now();
    const outcome = await this.save(
      {
        vacancyId: input.vacancyId ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        mobile: input.mobile!,
        birthYear: input.birthday ?? null,
        address: input.address,
        note: input.info ?? '',
        fileName: input.file ?? null,
        lang,
        ip,
        createdAt: now.toISOString(),
      },
      new Date(now.getTime() - HOUR_MS).toISOString(),
      APPLICATIONS_PER_IP_PER_HOUR,
      bakuDay(now),
    );
    switch (outcome.kind) {
      case 'tooMany':
        return fail('tooMany', 'forms.tooMany');
      case 'noFile':
        return fail('invalid', 'forms.upload.unknown', { file: 'forms.upload.unknown' });
      case 'noVacancy':
        return fail('conflict', 'forms.vacancyClosed');
      case 'added':
        return ok({ message: { text: this.i18n.t(lang, 'forms.sent') } });
    }
  }

  /** Counted, checked and saved in one transaction: the vacancy still open, the named file claimed once. */
  private save(a: NewApplication, since: string, maxPerIp: number, day: string): Promise<ApplyOutcome> {
    return this.deps.connection.transaction(async (uow): Promise<ApplyOutcome> => {
      const repo = uow.repo(CareersRepo);
      if (a.ip && (await repo.applicationsFromIpSince(a.ip, since)) >= maxPerIp) return { kind: 'tooMany' };
      if (a.vacancyId !== null && !(await repo.isOpen(a.vacancyId, day))) return { kind: 'noVacancy' };
      let fileId: number | null = null;
      if (a.fileName) {
        const claimed = await repo.claimUpload(a.fileName, a.createdAt);
        if (claimed === undefined) return { kind: 'noFile' };
        fileId = claimed;
      }
      return { kind: 'added', id: await repo.insertApplication(a, fileId) };
    });
  }

  private async removeStale(now: Date): Promise<void> {
    const names = await this.repo.takeStaleUploads(new Date(now.getTime() - STALE_UPLOAD_MS).toISOString(), 20);
    // a store that is down keeps these files (their rows are gone): harmless, private, and said in the log
    const failed = (await Promise.allSettled(names.map((n) => this.store.remove(n)))).filter(
      (r) => r.status === 'rejected',
    );
    if (failed.length)
      this.log.warn({ err: failed[0]!.reason, count: failed.length }, 'removing stale application files failed');
  }
}
