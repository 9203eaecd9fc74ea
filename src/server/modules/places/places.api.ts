import type { FastifyInstance } from 'fastify';
import { placeBranches, placeCities, placeDistricts, placePlaces } from '../../../domain/api/places.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { PUBLIC, route } from '../../platform/route.ts';
import type { PlacesService } from './places.service.ts';

/** GET /api/places/cities, /api/places/districts?city=, /api/places/places?district=, /api/places/branches — the delivery form's lists. */
export function registerPlacesApi(api: FastifyInstance, deps: { i18n: I18n; places: PlacesService }): void {
  const { i18n, places } = deps;
  route(api, i18n, placeCities, PUBLIC, ({ lang }) => places.cities(lang));
  route(api, i18n, placeDistricts, PUBLIC, ({ input, lang }) => places.districts(input.city, lang));
  route(api, i18n, placePlaces, PUBLIC, ({ input, lang }) => places.places(input.district, lang));
  route(api, i18n, placeBranches, PUBLIC, ({ lang }) => places.branches(lang));
}
