import { describe, expect, it } from 'vitest';
import { translate } from '~/domain/i18n';
import en from '~/locales/en/account.json';
import { againMessages } from './order-actions';

const messages = Object.fromEntries(
  Object.entries(en.orders.actions).map(([k, v]) => [`account.orders.actions.${k}`, v]),
);
const t = (key: string, vars?: Record<string, string | number>) => translate(messages, 'en', key, vars);

describe('againMessages (ORD-12)', () => {
  it('counts what went in and names what went in short or not at all', () => {
    const m = againMessages(
      {
        added: [
          { id: 1, title: 'Phone', qty: 1, ordered: 1 },
          { id: 2, title: 'Case', qty: 2, ordered: 3 },
        ],
        skipped: [
          { id: 3, title: 'Old TV', reason: 'notSold' },
          { id: 4, title: 'Cable', reason: 'noStock' },
          { id: 5, title: 'Mouse', reason: 'cartFull' },
        ],
        cart: [],
      },
      t,
    );
    expect(m.added).toBe('2 products added to the cart, priced as of today.');
    expect(m.problems).toEqual([
      'Case: only 2 of 3 available',
      'Old TV: no longer sold',
      'Cable: out of stock',
      'Mouse: the cart is full',
    ]);
  });

  it('nothing added: no success message', () => {
    const m = againMessages({ added: [], skipped: [{ id: 3, title: 'Old TV', reason: 'notSold' }], cart: [] }, t);
    expect(m).toEqual({ added: null, problems: ['Old TV: no longer sold'] });
  });
});
