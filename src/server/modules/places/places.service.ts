import type { BranchItem } from '../../../domain/api/places.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import type { Qepik } from '../../../domain/money.ts';
import { ok, type Result } from '../../platform/errors.ts';
import type { TransactionalConnection, UnitOfWork } from '../../db/unit-of-work.ts';
import { PlacesRepo } from './places.repo.ts';

interface CityView {
  id: number;
  slug: string;
  title: string;
  /** home delivery is offered in this city (else pickup only) */
  delivery: boolean;
  /** orders from FREE_DELIVERY_FROM pay the place's own price */
  freeDeliveryThreshold: boolean;
}
interface DistrictView {
  id: number;
  cityId: number;
  title: string;
}
interface PlaceView {
  id: number;
  districtId: number;
  title: string;
  /** the place's price at or above the free-delivery threshold */
  deliveryPrice: Qepik;
  oneDay: boolean;
}

/** A branch (CNT-4): mobiles as digits with the country code ("994125550000"). */
type BranchView = BranchItem;

const title = (r: { title_az: string; title_ru: string; title_en: string }, lang: Lang) => r[`title_${lang}`];

/** The delivery form's lists: cities, then the districts of the chosen city, then its places. */
export class PlacesService {
  constructor(private readonly deps: { connection: TransactionalConnection }) {}

  private get repo(): PlacesRepo {
    return this.deps.connection.shared.repo(PlacesRepo);
  }

  /** An active pickup branch with this id (the checkout asks inside its transaction: `uow` is its unit of work). */
  async branchExists(uow: UnitOfWork, id: number): Promise<boolean> {
    return (await uow.repo(PlacesRepo).branch(id)) !== undefined;
  }

  async cities(lang: Lang = DEFAULT_LANG): Promise<Result<{ cities: CityView[] }>> {
    const rows = await this.repo.cities();
    return ok({
      cities: rows.map((c) => ({
        id: c.id,
        slug: c.slug,
        title: title(c, lang),
        delivery: c.delivery === 1,
        freeDeliveryThreshold: c.free_delivery_threshold === 1,
      })),
    });
  }

  async districts(cityId: number, lang: Lang = DEFAULT_LANG): Promise<Result<{ districts: DistrictView[] }>> {
    const rows = await this.repo.districts(cityId);
    return ok({ districts: rows.map((d) => ({ id: d.id, cityId: d.city_id, title: title(d, lang) })) });
  }

  async places(districtId: number, lang: Lang = DEFAULT_LANG): Promise<Result<{ places: PlaceView[] }>> {
    const rows = await this.repo.places(districtId);
    return ok({
      places: rows.map((p) => ({
        id: p.id,
        districtId: p.district_id,
        title: title(p, lang),
        deliveryPrice: p.delivery_price,
        oneDay: p.one_day === 1,
      })),
    });
  }

  /** Branches for pickup (the checkout's branch list) and the branches page, in the shop's order. */
  async branches(lang: Lang = DEFAULT_LANG): Promise<Result<{ branches: BranchView[] }>> {
    const rows = await this.repo.branches();
    return ok({
      branches: rows.map((b) => ({
        id: b.id,
        title: title(b, lang),
        address: b[`address_${lang}`],
        city: { id: b.city_id, title: b[`city_${lang}`] },
        mobiles: parseMobiles(b.mobiles),
        lat: b.lat,
        lng: b.lng,
      })),
    });
  }
}

function parseMobiles(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
