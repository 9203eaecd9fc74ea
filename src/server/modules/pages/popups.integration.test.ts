import Fastify from 'fastify';
import { loadConfig } from '../../config.ts';
import { createServices } from '../../services.ts';
import { createI18n } from '../../platform/i18n.server.ts';
import { registerApi } from '../../api-routes.ts';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../testing/test-db.ts';

describeEachEngine('advertising popups', (ctx) => {
  it('lists the running popups with the page path and text of the asked language; ended, future and inactive ones are left out', async () => {
    const db = ctx.database.db;
    const base = {
      title_az: 'Endirim',
      title_ru: 'Скидки',
      title_en: 'Sale',
      path_az: '/kampaniyalar',
      path_ru: '/ru/aktsii',
      path_en: '/en/campaigns',
      link_az: '/sale',
      link_ru: '/ru/sale',
      link_en: '/en/sale',
      image: 'popup--tv--f97316.png',
    };
    const day = 86_400_000;
    const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
    await db
      .insertInto('popups')
      .values([
        { ...base, starts_at: iso(-day), ends_at: null, active: 1 },
        { ...base, title_en: 'Ended', starts_at: iso(-2 * day), ends_at: iso(-day), active: 1 },
        { ...base, title_en: 'Future', starts_at: iso(day), ends_at: null, active: 1 },
        { ...base, title_en: 'Off', starts_at: null, ends_at: null, active: 0 },
        { ...base, title_en: 'Not in English', path_en: '', starts_at: null, ends_at: null, active: 1 },
      ])
      .execute();
    const app = Fastify({ logger: false });
    await registerApi(app, createServices(ctx.database, loadConfig({}), createI18n()));
    const en = await app.inject({ method: 'GET', url: '/api/popups?lang=en' });
    expect(en.statusCode).toBe(200);
    expect(en.headers['cache-control']).toBe('public, max-age=60');
    expect(
      en.json().data.items.map((p: { title: string; path: string; link: string }) => [p.title, p.path, p.link]),
    ).toEqual([['Sale', '/en/campaigns', '/en/sale']]);
    const ru = await app.inject({ method: 'GET', url: '/api/popups?lang=ru' });
    expect(ru.json().data.items.map((p: { title: string }) => p.title)).toEqual(['Скидки', 'Скидки']);
    expect((await app.inject({ method: 'GET', url: '/api/popups?lang=fr' })).statusCode).toBe(400);
    await app.close();
  });
});
