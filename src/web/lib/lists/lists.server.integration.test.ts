import { expect, it } from 'vitest';
import { describeEachEngine } from '~/server/testing/test-db';
import { loadConfig } from '~/server/config';
import { createServices } from '~/server/services';
import { createI18n } from '~/server/platform/i18n.server';
import { FX, insertCatalogFixtures } from '~/server/modules/catalog/catalog.fixtures';
import { serializeGuestCart, serializeGuestIds } from '~/domain/lists/guest-lists';
import { priceShopperCart, readGuestListsSnapshot } from './lists.server';

const P = FX.product;
const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

describeEachEngine(
  'guest lists on the first paint',
  (ctx) => {
    const read = (cookie: string | null) =>
      readGuestListsSnapshot(cookie, 'volt_', createServices(ctx.database, loadConfig({}), createI18n()), 'en');

    it('prices the cart from its cookie for the header: units and the server total', async () => {
      const s = await read(
        `volt_cart=${serializeGuestCart([
          { id: P.iphone, qty: 2 },
          { id: P.redmi, qty: 1 },
        ])}; volt_wish=${serializeGuestIds([P.galaxy])}`,
      );
      expect(s).toMatchObject({
        cartCount: 3,
        cartTotal: 2 * 199_900 + 49_900,
        wish: [P.galaxy],
        compare: [],
        repair: false,
      });
    });

    it('counts only the units that can be bought: a sold product stays in the cart but not in the count', async () => {
      const s = await read(
        `volt_cart=${serializeGuestCart([
          { id: P.iphone, qty: 1 },
          { id: P.soldA55, qty: 2 },
        ])}`,
      );
      expect(s).toMatchObject({
        cart: [
          { id: P.iphone, qty: 1 },
          { id: P.soldA55, qty: 2 },
        ],
        cartCount: 1,
        cartTotal: 199_900,
        cartUnbuyable: [P.soldA55],
        repair: false,
      });
    });

    it('drops gone products from every list and asks the browser to rewrite its cookies', async () => {
      const s = await read(
        `volt_cart=${serializeGuestCart([
          { id: P.inactive, qty: 1 },
          { id: P.redmi, qty: 1 },
        ])}; volt_wish=${serializeGuestIds([P.inactive, 424242, P.galaxy])}; volt_compare=${serializeGuestIds([424242])}`,
      );
      expect(s).toMatchObject({
        cart: [{ id: P.redmi, qty: 1 }],
        wish: [P.galaxy],
        compare: [],
        cartCount: 1,
        cartTotal: 49_900,
        repair: true,
      });
    });

    it('survives tampered cookies: junk, duplicates, negative and huge quantities, 10,000 entries — never an error', async () => {
      const huge = enc(Array.from({ length: 10_000 }, (_, i) => ({ id: i + 1, qty: 1 })));
      const cases = [
        'volt_cart=%7Bnot-json; volt_wish={"a":1}; volt_compare=%E0%A4%A',
        `volt_cart=${enc([{ id: P.redmi, qty: -4 }, { id: P.redmi, qty: 'x' }, null, { id: 'DROP', qty: 1 }, { id: P.iphone, qty: 1e9 }])}`,
        `volt_cart=${huge}`,
        `volt_wish=${enc(Array.from({ length: 10_000 }, (_, i) => i))}`,
      ];
      for (const c of cases) {
        const s = await read(c);
        expect(s.cart.length, c.slice(0, 40)).toBeLessThanOrEqual(100);
        expect(s.wish.length).toBeLessThanOrEqual(100);
        expect(s.repair, c.slice(0, 40)).toBe(true);
      }
      const merged = await read(
        `volt_cart=${enc([
          { id: P.redmi, qty: -4 },
          { id: P.redmi, qty: 'x' },
          { id: P.iphone, qty: 1e9 },
        ])}`,
      );
      // the quantity of a line is clamped to the stock by the pricing engine (iPhone: 10 in stock), in the cookie too
      expect(merged.cart).toEqual([
        { id: P.redmi, qty: 2 },
        { id: P.iphone, qty: 10 },
      ]);
      expect(merged.cartCount).toBe(2 + 10);
    });

    it('an empty or absent cookie is an empty cart with a known zero total', async () => {
      expect(await read(null)).toEqual({
        cart: [],
        wish: [],
        compare: [],
        cartCount: 0,
        cartTotal: 0,
        cartUnbuyable: [],
        repair: false,
        owner: 'guest',
      });
    });

    it('prices the header and the pages with the kept promo code; a code that stopped working leaves its cookie', async () => {
      const services = createServices(ctx.database, loadConfig({}), createI18n());
      await ctx.database.db
        .insertInto('promo_codes')
        .values({
          code: 'KEEP5',
          kind: 'amount',
          value: 500,
          starts_at: null,
          ends_at: null,
          max_uses: null,
          per_mobile_limit: null,
          created_at: '2026-01-01T00:00:00.000Z',
        })
        .execute();
      const cart = [{ id: P.iphone, qty: 1 }];
      const cookie = `volt_cart=${serializeGuestCart(cart)}; volt_promo=keep5`;
      expect((await read(cookie)).cartTotal).toBe(199_900 - 500);
      const kept = await priceShopperCart(cookie, 'volt_', services, 'en', null, cart);
      expect(kept.r.ok && kept.r.data).toMatchObject({ promoCode: 'KEEP5', summary: { total: 199_900 - 500 } });
      expect(kept.headers).toEqual({});

      await ctx.database.db.updateTable('promo_codes').set({ active: 0 }).where('code', '=', 'KEEP5').execute();
      expect((await read(cookie)).cartTotal).toBe(199_900);
      const dropped = await priceShopperCart(cookie, 'volt_', services, 'en', null, cart);
      expect(dropped.r.ok && dropped.r.data).toMatchObject({
        promoCode: null,
        promoNotice: 'The promo code KEEP5 was removed from your cart: This promo code is not active',
      });
      expect(dropped.headers).toEqual({ 'set-cookie': 'volt_promo=; Max-Age=0; Path=/; SameSite=Lax' });
    });
  },
  insertCatalogFixtures,
);
