import { useEffect, useState } from 'react';
import type { BranchItem, CityItem, DistrictItem, PlaceItem } from '~/domain/api/places';
import type { Lang } from '~/domain/i18n';
import type { TFunction } from '~/web/i18n/i18n-context';
import { callApi } from '~/web/lib/api-client';

/**
 * The delivery form's lists (cities → districts → places, and the branches for pickup), fetched as the shopper
 * chooses and kept for the page's life per language, so reopening the popup asks nothing again.
 */
const cache = new Map<string, Promise<unknown>>();

function cached<T>(key: string, load: () => Promise<T | null>): Promise<T | null> {
  let p = cache.get(key) as Promise<T | null> | undefined;
  if (!p) {
    p = load().then((v) => {
      if (v === null) cache.delete(key); // a failure is tried again next time
      return v;
    });
    cache.set(key, p);
  }
  return p;
}

export interface PlacesInitial {
  cities: CityItem[];
  branches: BranchItem[];
}

export interface Places {
  cities: CityItem[] | null;
  districts: DistrictItem[] | null;
  places: PlaceItem[] | null;
  branches: BranchItem[] | null;
}

export function usePlaces(
  lang: Lang,
  t: TFunction,
  city: number | null,
  district: number | null,
  needBranches: boolean,
  initial?: PlacesInitial,
): Places {
  const [cities, setCities] = useState<CityItem[] | null>(initial?.cities ?? null);
  const [branches, setBranches] = useState<BranchItem[] | null>(initial?.branches ?? null);
  const [districts, setDistricts] = useState<{ city: number; list: DistrictItem[] } | null>(null);
  const [places, setPlaces] = useState<{ district: number; list: PlaceItem[] } | null>(null);

  useEffect(() => {
    if (cities) return;
    let live = true;
    void cached(`${lang}:cities`, async () => {
      const r = await callApi('places.cities', {}, { lang, t });
      return r.ok ? r.data.cities : null;
    }).then((v) => live && v && setCities(v));
    return () => {
      live = false;
    };
  }, [cities, lang, t]);

  useEffect(() => {
    if (!needBranches || branches) return;
    let live = true;
    void cached(`${lang}:branches`, async () => {
      const r = await callApi('places.branches', {}, { lang, t });
      return r.ok ? r.data.branches : null;
    }).then((v) => live && v && setBranches(v));
    return () => {
      live = false;
    };
  }, [needBranches, branches, lang, t]);

  useEffect(() => {
    if (!city) return;
    let live = true;
    void cached(`${lang}:districts:${city}`, async () => {
      const r = await callApi('places.districts', { city }, { lang, t });
      return r.ok ? r.data.districts : null;
    }).then((v) => live && v && setDistricts({ city, list: v }));
    return () => {
      live = false;
    };
  }, [city, lang, t]);

  useEffect(() => {
    if (!district) return;
    let live = true;
    void cached(`${lang}:places:${district}`, async () => {
      const r = await callApi('places.places', { district }, { lang, t });
      return r.ok ? r.data.places : null;
    }).then((v) => live && v && setPlaces({ district, list: v }));
    return () => {
      live = false;
    };
  }, [district, lang, t]);

  return {
    cities,
    branches,
    districts: city && districts?.city === city ? districts.list : null,
    places: district && places?.district === district ? places.list : null,
  };
}
