import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LANGS } from '../../../domain/i18n.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';

const langOnly = z.strictObject({ lang: z.enum(LANGS).optional() });
const byCity = z.strictObject({ lang: z.enum(LANGS).optional(), city: z.coerce.number().int().positive() });
const byDistrict = z.strictObject({ lang: z.enum(LANGS).optional(), district: z.coerce.number().int().positive() });

/** GET /api/places/cities, /api/places/districts?city=, /api/places/places?district= — the delivery form's lists. */
export async function registerPlacesApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, places } = services;
  api.get('/places/cities', async (req, reply) => {
    const lang = requestLang(req);
    const q = parseWith(langOnly, req.query);
    return send(reply, i18n, lang, q.ok ? await places.cities(lang) : q);
  });
  api.get('/places/districts', async (req, reply) => {
    const lang = requestLang(req);
    const q = parseWith(byCity, req.query);
    return send(reply, i18n, lang, q.ok ? await places.districts(q.data.city, lang) : q);
  });
  api.get('/places/places', async (req, reply) => {
    const lang = requestLang(req);
    const q = parseWith(byDistrict, req.query);
    return send(reply, i18n, lang, q.ok ? await places.places(q.data.district, lang) : q);
  });
}
