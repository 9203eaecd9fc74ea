import Fastify, { type FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerApi } from '../../api-routes.ts';
import type { Database } from '../../db/kysely.ts';

/** Test helpers of the careers module: an app with a DATA_DIR of its own, uploads, applications and vacancies. */

const dirs: string[] = [];
/** A new DATA_DIR for one app, removed by `removeDataDirs` (a suite's afterAll). */
export function tempDataDir(prefix = 'careers-'): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dataDir);
  return dataDir;
}
export const removeDataDirs = () => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));

/** The shop's API over the database with its own DATA_DIR; `onDisk` lists the careers uploads kept on disk. */
export async function setup(database: Database) {
  const dataDir = tempDataDir();
  const services = createServices(database, loadConfig({ DATA_DIR: dataDir }), createI18n());
  const app = Fastify({ logger: false, trustProxy: true });
  await registerApi(app, services);
  await app.ready();
  const uploads = path.join(dataDir, 'uploads', 'careers');
  const onDisk = () => (fs.existsSync(uploads) ? fs.readdirSync(uploads).sort() : []);
  return { app, services, onDisk };
}

/** an app to send requests to (this file's own, or an instance of the back office's fixtures) */
type App = Pick<FastifyInstance, 'inject'>;

function multipart(files: { name: string; bytes: Buffer; type?: string }[]) {
  const boundary = '----volt' + Math.random().toString(16).slice(2);
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export const upload = (
  app: App,
  files: { name: string; bytes: Buffer; type?: string }[],
  ip = '10.1.0.1',
  lang = 'en',
) => {
  const { payload, contentType } = multipart(files);
  return app.inject({
    method: 'POST',
    url: `/api/careers/files/upload/file?lang=${lang}`,
    headers: { 'content-type': contentType, 'x-forwarded-for': ip },
    payload,
  });
};

export const send = (app: App, body: object, ip = '10.1.0.1') =>
  app.inject({ method: 'POST', url: '/api/careers/send', headers: { 'x-forwarded-for': ip }, payload: body });

async function cityId(database: Database): Promise<number> {
  const row = await database.db
    .insertInto('cities')
    .values({
      title_az: 'Gəncə',
      title_ru: 'Гянджа',
      title_en: 'Ganja',
      slug: `ganja-${Math.random().toString(36).slice(2, 8)}`,
      delivery: 1,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addVacancy(
  database: Database,
  over: Partial<{ start_date: string; end_date: string | null; active: 0 | 1; min_salary: number | null }> = {},
) {
  const now = new Date().toISOString();
  const row = await database.db
    .insertInto('vacancies')
    .values({
      title_az: 'Satış məsləhətçisi',
      title_ru: 'Консультант',
      title_en: 'Sales consultant',
      description_az: JSON.stringify([{ type: 'paragraph', data: { text: 'Müştərilərə kömək' } }]),
      description_ru: '[]',
      description_en: JSON.stringify([
        { type: 'paragraph', data: { text: 'Help customers' } },
        { type: 'paragraph', data: { text: '<script>alert(1)</script>' } },
      ]),
      requirements_az: '[]',
      requirements_ru: '[]',
      requirements_en: '[]',
      min_salary: over.min_salary === undefined ? 800 : over.min_salary,
      max_salary: 1400,
      city_ids: JSON.stringify([await cityId(database)]),
      min_age: 20,
      max_age: 35,
      min_experience: 1,
      max_experience: null,
      start_date: over.start_date ?? '2020-01-01',
      end_date: over.end_date === undefined ? null : over.end_date,
      active: over.active ?? 1,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const person = {
  firstName: 'Aysel',
  lastName: 'Məmmədova',
  email: 'aysel@mail.az',
  mobile: '+994 50 555 12 34',
  address: 'Bakı, Nizami küç. 10',
  lang: 'en',
};

/** The request options of a multipart body with these files. */
export function multipartOpts(files: { name: string; bytes: Buffer }[]) {
  const { payload, contentType } = multipart(files);
  return { headers: { 'content-type': contentType }, payload };
}
