import {
  MAX_ADDRESSES,
  type AddressesReply,
  type AddressRequest,
  type AddressView,
} from '../../../domain/api/account.ts';
import { DEFAULT_LANG, type Lang } from '../../../domain/i18n.ts';
import type { TransactionalConnection } from '../../db/unit-of-work.ts';
import { fail, ok, type FieldErrors, type Result } from '../../platform/errors.ts';
import type { I18n } from '../../platform/i18n.server.ts';
import { CabinetRepo, type AddressRow } from './cabinet.repo.ts';

type Input = AddressRequest & { lang?: Lang };
type Done = 'created' | 'updated' | 'removed' | 'selected';

/**
 * Saved delivery addresses (CAB-4; `users/*-address`). Every call
 * reads and writes only the signed-in customer's rows: another customer's address is "not found" (404), never
 * "forbidden", so ids reveal nothing. Exactly one address is the main one: the first created; a chosen one; after
 * the main one is removed, the newest remaining. At most 20 per customer. City, district and place must lie in one
 * another and the city must be one the shop delivers to — the cart's own place check.
 */
export class AddressesService {
  private readonly i18n: I18n;
  private readonly now: () => Date;

  constructor(private readonly deps: { connection: TransactionalConnection; i18n: I18n; now?: () => Date }) {
    this.i18n = deps.i18n;
    this.now = deps.now ?? (() => new Date());
  }

  private repo(): CabinetRepo {
    return this.deps.connection.shared.repo(CabinetRepo);
  }

  /** The list, main first; `line` is "city, district, place, address" in `lang`. */
  async list(
    userId: number,
    lang: Lang = DEFAULT_LANG,
    done: Done | null = null,
    repo = this.repo(),
  ): Promise<Result<AddressesReply>> {
    const rows = await repo.addresses(userId);
    const t = await repo.geographyTitles({
      cities: rows.map((r) => r.city_id),
      districts: rows.flatMap((r) => (r.district_id === null ? [] : [r.district_id])),
      places: rows.flatMap((r) => (r.place_id === null ? [] : [r.place_id])),
    });
    const ref = (id: number | null, m: Map<number, Record<Lang, string>>) =>
      id === null ? null : { id, title: m.get(id)?.[lang] ?? '' };
    const items = rows.map((r: AddressRow): AddressView => {
      const city = ref(r.city_id, t.cities)!;
      const district = ref(r.district_id, t.districts);
      const place = ref(r.place_id, t.places);
      return {
        id: r.id,
        title: r.title,
        city,
        district,
        place,
        address: r.address,
        selected: r.selected === 1,
        line: [city.title, district?.title, place?.title, r.address].filter((x) => x).join(', '),
      };
    });
    return ok({
      items,
      alert: done ? { type: 'success', message: this.i18n.t(lang, `account.address.${done}`) } : null,
    });
  }

  /** The place must exist, lie in the district and city given, in a city the shop delivers to. */
  private async checkPlace(repo: CabinetRepo, input: Input): Promise<FieldErrors | null> {
    const chain = await repo.placeChain(input.place);
    if (!chain) return { place: 'validation.invalidValue' };
    if (chain.cityId !== input.city) return { city: 'account.address.wrongPlace' };
    if (chain.districtId !== input.district) return { district: 'account.address.wrongPlace' };
    if (!chain.cityDelivers) return { city: 'cart.error.place' };
    return null;
  }

  /** One write of one customer's addresses, in a transaction that locks the customer first; answers the new list. */
  private write(
    userId: number,
    lang: Lang,
    done: Done,
    work: (repo: CabinetRepo, at: string) => Promise<Result<void>>,
  ): Promise<Result<AddressesReply>> {
    return this.deps.connection.transaction(async (uow) => {
      const repo = uow.repo(CabinetRepo);
      if (!(await repo.lockUser(userId))) return fail('unauthorized', 'errors.signInRequired');
      const r = await work(repo, this.now().toISOString());
      if (!r.ok) return r;
      return this.list(userId, lang, done, repo);
    });
  }

  create(userId: number, input: Input): Promise<Result<AddressesReply>> {
    return this.write(userId, input.lang ?? DEFAULT_LANG, 'created', async (repo, at) => {
      const count = await repo.countAddresses(userId);
      if (count >= MAX_ADDRESSES)
        return fail('invalid', 'account.address.limit', { _: 'account.address.limit' }, { max: MAX_ADDRESSES });
      const errors = await this.checkPlace(repo, input);
      if (errors) return fail('invalid', 'validation.failed', errors);
      await repo.insertAddress({
        user_id: userId,
        title: input.title,
        city_id: input.city,
        district_id: input.district,
        place_id: input.place,
        address: input.address,
        // the first address is the main one
        selected: count === 0 ? 1 : 0,
        created_at: at,
        updated_at: at,
      });
      return ok(undefined);
    });
  }

  update(userId: number, id: number, input: Input): Promise<Result<AddressesReply>> {
    return this.write(userId, input.lang ?? DEFAULT_LANG, 'updated', async (repo, at) => {
      if (!(await repo.address(userId, id))) return fail('notFound', 'account.address.notFound');
      const errors = await this.checkPlace(repo, input);
      if (errors) return fail('invalid', 'validation.failed', errors);
      await repo.updateAddress(userId, id, {
        title: input.title,
        city_id: input.city,
        district_id: input.district,
        place_id: input.place,
        address: input.address,
        updated_at: at,
      });
      return ok(undefined);
    });
  }

  select(userId: number, id: number, lang: Lang = DEFAULT_LANG): Promise<Result<AddressesReply>> {
    return this.write(userId, lang, 'selected', async (repo, at) => {
      if (!(await repo.address(userId, id))) return fail('notFound', 'account.address.notFound');
      await repo.selectAddress(userId, id, at);
      return ok(undefined);
    });
  }

  remove(userId: number, id: number, lang: Lang = DEFAULT_LANG): Promise<Result<AddressesReply>> {
    return this.write(userId, lang, 'removed', async (repo, at) => {
      const row = await repo.address(userId, id);
      if (!row) return fail('notFound', 'account.address.notFound');
      await repo.removeAddress(userId, id);
      if (row.selected === 1) {
        const next = await repo.newestAddress(userId);
        if (next) await repo.selectAddress(userId, next.id, at);
      }
      return ok(undefined);
    });
  }
}
