import * as z from 'zod/mini';
import { LANGS } from '../i18n.ts';
import { endpoint } from './endpoint.ts';
import { requiredOr } from './fields.ts';

/** The delivery form's lists (CHK-2; cities → districts → places). GET, so ids arrive as text. */
const lang = z.optional(z.enum(LANGS));
const idParam = () =>
  z.pipe(
    z.union([z.string(), z.number()], { error: requiredOr('validation.invalidType') }),
    z.transform((v: string | number, ctx) => {
      const n = typeof v === 'number' ? v : /^\d{1,10}$/.test(v) ? Number(v) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647)
        ctx.issues.push({ code: 'custom', message: 'validation.invalidValue', input: v });
      return n;
    }),
  );

export const langOnlyRequest = z.strictObject({ lang });
export const districtsRequest = z.strictObject({ lang, city: idParam() });
export const placesRequest = z.strictObject({ lang, district: idParam() });

const n = z.number();
const s = z.string();
export interface CityItem {
  id: number;
  slug: string;
  title: string;
  delivery: boolean;
  freeDeliveryThreshold: boolean;
}
export interface DistrictItem {
  id: number;
  cityId: number;
  title: string;
}
export interface PlaceItem {
  id: number;
  districtId: number;
  title: string;
  deliveryPrice: number;
  oneDay: boolean;
}
export interface BranchItem {
  id: number;
  title: string;
  address: string;
  city: { id: number; title: string };
  mobiles: string[];
  lat: number;
  lng: number;
}

export const citiesReply: z.ZodMiniType<{ cities: CityItem[] }> = z.object({
  cities: z.array(z.object({ id: n, slug: s, title: s, delivery: z.boolean(), freeDeliveryThreshold: z.boolean() })),
});
export const districtsReply: z.ZodMiniType<{ districts: DistrictItem[] }> = z.object({
  districts: z.array(z.object({ id: n, cityId: n, title: s })),
});
export const placesReply: z.ZodMiniType<{ places: PlaceItem[] }> = z.object({
  places: z.array(z.object({ id: n, districtId: n, title: s, deliveryPrice: n, oneDay: z.boolean() })),
});
export const branchesReply: z.ZodMiniType<{ branches: BranchItem[] }> = z.object({
  branches: z.array(
    z.object({ id: n, title: s, address: s, city: z.object({ id: n, title: s }), mobiles: z.array(s), lat: n, lng: n }),
  ),
});

export const placeCities = endpoint({
  method: 'GET',
  path: '/api/places/cities',
  request: langOnlyRequest,
  reply: citiesReply,
});
export const placeDistricts = endpoint({
  method: 'GET',
  path: '/api/places/districts',
  request: districtsRequest,
  reply: districtsReply,
});
export const placePlaces = endpoint({
  method: 'GET',
  path: '/api/places/places',
  request: placesRequest,
  reply: placesReply,
});
export const placeBranches = endpoint({
  method: 'GET',
  path: '/api/places/branches',
  request: langOnlyRequest,
  reply: branchesReply,
});
