import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/kysely.ts';
import { adminApp, signedInStaff } from '../admin.fixtures.ts';

/** Test helpers of the back office's content area (branches, menus, popups, careers, what visitors sent). */

type Made = Awaited<ReturnType<typeof adminApp>>;
type Jar = Awaited<ReturnType<typeof signedInStaff>>['jar'];

/** A city of its own (a random slug), delivered to, for the branch and vacancy forms. */
const insertCity = async (database: Database) =>
  (
    await database.db
      .insertInto('cities')
      .values({
        slug: `baku-${randomBytes(3).toString('hex')}`,
        title_az: 'Bakı',
        title_ru: 'Баку',
        title_en: 'Baku',
        delivery: 1,
        position: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/**
 * A back office for a suite, with its own DATA_DIR (removed after): `jar` is a signed-in editor, `owner` a signed-in
 * owner, `cityId` a city of its own; `trail` reads one record's audit actions, oldest first.
 */
export function contentBackOffice(ctx: { readonly database: Database }) {
  const s = {} as { made: Made; jar: Jar; owner: Jar; dataDir: string; cityId: number };
  beforeAll(async () => {
    s.dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'admin-content-'));
    s.made = await adminApp(ctx.database, { DATA_DIR: s.dataDir });
    s.jar = (await signedInStaff(s.made, ctx.database, { roles: ['editor'] })).jar;
    s.owner = (await signedInStaff(s.made, ctx.database, { roles: ['owner'] })).jar;
    s.cityId = await insertCity(ctx.database);
  });
  afterAll(async () => {
    await s.made.app.close();
    await fs.rm(s.dataDir, { recursive: true, force: true });
  });
  const trail = (entity: string, id: number) =>
    ctx.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', entity)
      .where('entity_id', '=', id)
      .orderBy('id')
      .execute();
  return { suite: s, trail };
}
