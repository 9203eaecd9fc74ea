import type { FastifyInstance } from 'fastify';
import { districtsRequest, langOnlyRequest, placesRequest } from '../../../domain/api/places.ts';
import type { Services } from '../../services.ts';
import { parseWith, requestLang, send } from '../../platform/api.ts';

/** GET /api/places/cities, /api/places/districts?city=, /api/places/places?district=, /api/places/branches — the delivery form's lists. */
export async function registerPlacesApi(api: FastifyInstance, services: Services): Promise<void> {
  const { i18n, places } = services;
  api.get('/places/cities', async (req, reply) => {
    const lang = requestLang(req);
    const q = parseWith(langOnlyRequest, req.query);
    return send(reply, i18n, lang, q.ok ? await places.cities(lang) : q);
  });
  api.get('/places/districts', async (req, reply) => {
    const lang = requestLang(req);
    const q = parseWith(districtsRequest, req.query);
    return send(reply, i18n, lang, q.ok ? await places.districts(q.data.city, lang) : q);
  });
  api.get('/places/places', async (req, reply) => {
    const lang = requestLang(req);
    const q = parseWith(placesRequest, req.query);
    return send(reply, i18n, lang, q.ok ? await places.places(q.data.district, lang) : q);
  });
  api.get('/places/branches', async (req, reply) => {
    const lang = requestLang(req);
    const q = parseWith(langOnlyRequest, req.query);
    return send(reply, i18n, lang, q.ok ? await places.branches(lang) : q);
  });
}
