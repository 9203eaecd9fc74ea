import { afterAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';
import { APPLICATIONS_PER_IP_PER_HOUR } from './careers.service.ts';
import { pdfBytes } from './sample-files.ts';
import { addVacancy, person, removeDataDirs, send, setup, upload } from './careers.fixtures.ts';

afterAll(removeDataDirs);

describeEachEngine('careers: vacancies and applications', (ctx) => {
  it('lists open vacancies only (started, not ended, active) and shows one with its facts; a closed one is not found', async () => {
    const { services } = await setup(ctx.database);
    const open = await addVacancy(ctx.database);
    const future = await addVacancy(ctx.database, { start_date: '2999-01-01' });
    const ended = await addVacancy(ctx.database, { end_date: '2020-06-01' });
    const hidden = await addVacancy(ctx.database, { active: 0 });
    const list = await services.careers.list('en');
    const ids = list.ok ? list.data.items.map((v) => v.id) : [];
    expect(ids).toContain(open);
    for (const id of [future, ended, hidden]) expect(ids).not.toContain(id);
    const one = await services.careers.vacancy('en', open);
    expect(one.ok && one.data).toMatchObject({
      title: 'Sales consultant',
      minSalary: 800,
      maxSalary: 1400,
      minAge: 20,
      maxAge: 35,
      minExperience: 1,
      startDate: '2020-01-01',
      endDate: null,
    });
    expect(one.ok && one.data.cities).toEqual(['Ganja']);
    expect((await services.careers.vacancy('en', ended)).ok).toBe(false);
  });

  it('saves an application with its file (claimed once), the vacancy and the translated thank-you', async () => {
    const { app } = await setup(ctx.database);
    const vacancyId = await addVacancy(ctx.database);
    const file = (await upload(app, [{ name: 'cv.pdf', bytes: pdfBytes() }], '10.1.1.1')).json().data.name as string;
    const res = await send(
      app,
      { ...person, vacancyId, birthday: 1995, info: 'Həftəsonu işləyə bilərəm', file, lang: 'az' },
      '10.1.1.1',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      data: { message: { text: 'Təşəkkür edirik! Sorğunuz uğurla göndərildi.' } },
    });
    const row = await ctx.database.db
      .selectFrom('job_applications')
      .selectAll()
      .where('ip', '=', '10.1.1.1')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      vacancy_id: vacancyId,
      first_name: 'Aysel',
      mobile: '994505551234',
      birth_year: 1995,
      note: 'Həftəsonu işləyə bilərəm',
      lang: 'az',
    });
    expect(row.file_id).not.toBeNull();
    // the same file cannot be sent twice; an unknown name is a field error
    const again = await send(app, { ...person, vacancyId, file }, '10.1.1.2');
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ file: 'The file was not found, please upload it again' });
    const unknown = await send(app, { ...person, file: `${'a'.repeat(32)}.pdf` }, '10.1.1.3');
    expect(unknown.json().errors).toEqual({ file: 'The file was not found, please upload it again' });
    // without a file and without a vacancy (a general application)
    expect((await send(app, { ...person }, '10.1.1.4')).statusCode).toBe(200);
    // the youngest and the oldest birth years offered (the year a 16-year-old was born, and 99 years before it)
    for (const age of [16, 115])
      expect(
        (await send(app, { ...person, birthday: new Date().getUTCFullYear() - age }, '10.1.1.6')).statusCode,
        `age ${age}`,
      ).toBe(200);
    // a closed vacancy
    const closed = await addVacancy(ctx.database, { end_date: '2020-01-02' });
    const late = await send(app, { ...person, vacancyId: closed }, '10.1.1.5');
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This vacancy is closed.');
  });

  it('answers field errors for missing, wrong, overlong and script values, and a 1 MB body; nothing stored, never a 500', async () => {
    const { app } = await setup(ctx.database);
    const cases: [object, Record<string, string>][] = [
      [
        { lang: 'en' },
        {
          firstName: 'Required field',
          lastName: 'Required field',
          email: 'Required field',
          mobile: 'Required field',
          address: 'Required field',
        },
      ],
      [
        { ...person, email: 'aysel@', mobile: '+994 12' },
        { email: 'Wrong email address', mobile: 'Wrong mobile number' },
      ],
      [{ ...person, mobile: '' }, { mobile: 'Mobile number is required' }],
      [
        { ...person, firstName: '<script>alert(1)</script>', address: '<b>x</b>' },
        {
          firstName: 'Write the name in letters, at least 2 (spaces, hyphens and apostrophes are allowed)',
          address: 'Please remove the < > signs and emoji',
        },
      ],
      [{ ...person, info: 'x'.repeat(2001) }, { info: 'The text is too long' }],
      [{ ...person, birthday: 1800 }, { birthday: 'The value is not allowed' }],
      [{ ...person, birthday: new Date().getUTCFullYear() + 1 }, { birthday: 'The value is not allowed' }],
      // an applicant is at least 16 (CNT-7: list of 100 years up to the year a 16-year-old was born)
      [{ ...person, birthday: new Date().getUTCFullYear() }, { birthday: 'The value is not allowed' }],
      [{ ...person, birthday: new Date().getUTCFullYear() - 15 }, { birthday: 'The value is not allowed' }],
      [{ ...person, birthday: new Date().getUTCFullYear() - 116 }, { birthday: 'The value is not allowed' }],
      [{ ...person, firstName: 42 }, { firstName: 'Wrong type of value' }],
      [{ ...person, salary: 1 }, { salary: 'Unknown field' }],
    ];
    for (const [body, errors] of cases) {
      const res = await send(app, body, '10.1.2.1');
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().errors).toMatchObject(errors);
    }
    const huge = await send(app, { ...person, info: 'x'.repeat(1024 * 1024) }, '10.1.2.1');
    expect(huge.statusCode).toBe(413);
    expect(
      await ctx.database.db.selectFrom('job_applications').select('id').where('ip', '=', '10.1.2.1').execute(),
    ).toEqual([]);
  });

  it(`limits applications to ${APPLICATIONS_PER_IP_PER_HOUR} per address an hour, also under a burst`, async () => {
    const { app } = await setup(ctx.database);
    const results = await Promise.all(
      Array.from({ length: APPLICATIONS_PER_IP_PER_HOUR + 3 }, () => send(app, person, '10.1.3.3')),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(APPLICATIONS_PER_IP_PER_HOUR);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });
});
