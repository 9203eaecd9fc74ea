import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { Jar as GuestJar } from '../../modules/auth/auth.fixtures.ts';
import { signedInStaff } from '../admin.fixtures.ts';
import { contentBackOffice } from './content.fixtures.ts';

describeEachEngine('back office: vacancies and job applications', (ctx) => {
  const { suite } = contentBackOffice(ctx);

  it('vacancies: ranges and cities checked, an address under the careers page, verify opens it', async () => {
    const { made, jar, cityId } = suite;
    const body = {
      title: { az: 'Satış məsləhətçisi', ru: 'Консультант', en: 'Sales adviser' },
      description: { az: [{ type: 'paragraph', data: { text: 'İş' } }], ru: [], en: [] },
      requirements: { az: [], ru: [], en: [] },
      minSalary: 800,
      maxSalary: 1200,
      cityIds: [cityId],
      minAge: 18,
      maxAge: 35,
      minExperience: null,
      maxExperience: null,
      startDate: '2026-01-10',
      endDate: null,
      position: 0,
      path: { az: '', ru: '', en: '' },
      seoTitle: { az: '', ru: '', en: '' },
      seoDesc: { az: '', ru: '', en: '' },
    };
    const r = await jar.call(made.app, 'POST', '/api/admin/vacancies/create', body);
    expect(r.statusCode).toBe(200);
    const id = r.json().data.id as number;
    const paths = await ctx.database.db
      .selectFrom('routes')
      .select(['lang', 'path'])
      .where('view', '=', 'Vacancy')
      .where('entity_id', '=', id)
      .orderBy('lang')
      .execute();
    expect(paths).toEqual([
      { lang: 'az', path: 'vakansiyalar/satis-meslehetcisi' },
      { lang: 'en', path: 'careers/sales-adviser' },
      { lang: 'ru', path: 'vakansii/konsultant' },
    ]);
    expect((await made.services.careers.vacancy('az', id)).ok).toBe(false);
    const hidden = await jar.call(made.app, 'GET', '/api/admin/vacancies?f.active=0');
    expect(hidden.json().data.items).toContainEqual(
      expect.objectContaining({ id, verified: false, siteUrl: '/vakansiyalar/satis-meslehetcisi' }),
    );
    await jar.call(made.app, 'POST', `/api/admin/vacancies/verify/${id}`, { verified: true });
    expect((await made.services.careers.vacancy('az', id)).ok).toBe(true);
    const shown = await jar.call(made.app, 'GET', '/api/admin/vacancies?f.active=1');
    expect(shown.json().data.items).toContainEqual(
      expect.objectContaining({ id, verified: true, position: 0, siteUrl: '/vakansiyalar/satis-meslehetcisi' }),
    );
    const bad = await jar.call(made.app, 'POST', `/api/admin/vacancies/update/${id}`, {
      ...body,
      minSalary: 2000,
      maxSalary: 1000,
      endDate: '2025-12-31',
      cityIds: [cityId],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['endDate', 'maxSalary']);
    const wrong = await jar.call(made.app, 'POST', `/api/admin/vacancies/update/${id}`, {
      ...body,
      cityIds: [999999],
      startDate: '2026-02-30',
      minAge: 5,
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['minAge', 'startDate']);
    const noCity = await jar.call(made.app, 'POST', `/api/admin/vacancies/update/${id}`, {
      ...body,
      cityIds: [999999],
    });
    expect(Object.keys(noCity.json().errors)).toEqual(['cityIds']);
  });

  it('applications: read, the file only as an attachment to staff with applications.read, removed with its file', async () => {
    const { made, jar, dataDir } = suite;
    const name = `${randomBytes(16).toString('hex')}.pdf`;
    const dir = path.join(dataDir, 'uploads', 'careers');
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, name), '%PDF-1.4 test');
    const at = new Date().toISOString();
    const file = await ctx.database.db
      .insertInto('uploaded_files')
      .values({
        name,
        original_name: 'CV Ayşə.pdf',
        size: 13,
        type: 'pdf',
        purpose: 'careers',
        ip: null,
        created_at: at,
        claimed_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const app = await ctx.database.db
      .insertInto('job_applications')
      .values({
        vacancy_id: null,
        first_name: 'Ayşə',
        last_name: 'Məmmədova',
        email: 'ayse@example.az',
        mobile: '994501112233',
        birth_year: 1995,
        address: 'Bakı',
        note: '<script>x</script>',
        file_id: file.id,
        lang: 'az',
        ip: '10.0.0.1',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const list = await jar.call(made.app, 'GET', '/api/admin/applications?q=ayse@');
    expect(list.json().data.items).toEqual([
      expect.objectContaining({ id: app.id, name: 'Ayşə Məmmədova', hasFile: true }),
    ]);
    const info = await jar.call(made.app, 'GET', `/api/admin/applications/info/${app.id}`);
    expect(info.json().data).toMatchObject({
      readOnly: true,
      actions: [{ kind: 'link', url: `/api/admin/applications/file/${app.id}` }],
    });

    const dl = await jar.call(made.app, 'GET', `/api/admin/applications/file/${app.id}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"; filename\*=UTF-8''/);
    expect(dl.headers['x-content-type-options']).toBe('nosniff');
    expect(dl.headers['cache-control']).toBe('no-store');
    expect(dl.body).toBe('%PDF-1.4 test');
    expect(
      (await new GuestJar('10.4.4.4').call(made.app, 'GET', `/api/admin/applications/file/${app.id}`)).statusCode,
    ).toBe(401);
    const noRight = await signedInStaff(made, ctx.database, { roles: ['operator'] });
    expect((await noRight.jar.call(made.app, 'GET', `/api/admin/applications/file/${app.id}`)).statusCode).toBe(403);
    expect((await jar.call(made.app, 'GET', '/api/admin/applications/file/999999')).statusCode).toBe(404);
    expect((await jar.call(made.app, 'GET', '/api/admin/applications/file/abc')).statusCode).toBe(400);
    // never served from a public folder
    expect((await made.app.inject({ url: `/uploads/careers/${name}` })).statusCode).not.toBe(200);

    expect((await jar.call(made.app, 'POST', `/api/admin/applications/remove/${app.id}`, {})).statusCode).toBe(200);
    await expect(fs.stat(path.join(dir, name))).rejects.toThrow();
    expect(
      await ctx.database.db.selectFrom('uploaded_files').select('id').where('id', '=', file.id).executeTakeFirst(),
    ).toBeUndefined();
    const removed = await ctx.database.db
      .selectFrom('audit_log')
      .select('before_json')
      .where('entity', '=', 'applications')
      .where('entity_id', '=', app.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(removed.before_json!)).toMatchObject({ email: 'ayse@example.az' });
    // no create/update for what visitors sent
    expect((await jar.call(made.app, 'POST', '/api/admin/applications/create', {})).statusCode).toBe(404);
  });
});
