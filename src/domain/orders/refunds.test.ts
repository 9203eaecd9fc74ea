import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineShares, planRefund, refundState, unitsValue, type RefundableOrder } from './refunds.ts';

const order = (lines: [number, number][], discount = 0, delivery = 0): RefundableOrder => ({
  total: lines.reduce((a, [, p]) => a + p, 0) - discount + delivery,
  deliveryPrice: delivery,
  lines: lines.map(([qty, payable], i) => ({ id: i + 1, qty, payable, refundedQty: 0 })),
});

describe('refund rules (PAY-13)', () => {
  it('shares the goods over the lines by their payable sums, order-wide discounts included, delivery left out', () => {
    const o = order(
      [
        [1, 100_00],
        [2, 300_00],
      ],
      40_00,
      5_00,
    );
    expect([...lineShares(o).values()]).toEqual([90_00, 270_00]);
    expect(unitsValue(270_00, 2, 0, 1)).toBe(135_00);
  });

  it('prices units from the order, refuses units beyond a line, unknown lines, nothing, and more than is left', () => {
    const o = order([[3, 100_00]]);
    expect(planRefund(o, 100_00, { kind: 'lines', lines: [{ lineId: 1, qty: 1 }] })).toEqual({
      ok: true,
      plan: { amount: 33_33, lines: [{ lineId: 1, qty: 1, amount: 33_33 }] },
    });
    expect(planRefund(o, 100_00, { kind: 'lines', lines: [{ lineId: 1, qty: 4 }] })).toEqual({
      ok: false,
      refusal: 'tooManyUnits',
    });
    expect(planRefund(o, 100_00, { kind: 'lines', lines: [{ lineId: 9, qty: 1 }] })).toMatchObject({
      refusal: 'unknownLine',
    });
    expect(planRefund(o, 100_00, { kind: 'lines', lines: [{ lineId: 1, qty: 0 }] })).toMatchObject({
      refusal: 'nothing',
    });
    expect(planRefund(o, 100_00, { kind: 'amount', amount: 0 })).toMatchObject({ refusal: 'nothing' });
    expect(planRefund(o, 50_00, { kind: 'amount', amount: 50_01 })).toMatchObject({ refusal: 'overPaid' });
    expect(refundState(100, 0)).toBe('none');
    expect(refundState(100, 40)).toBe('partial');
    expect(refundState(100, 100)).toBe('full');
  });

  it('any sequence of partial refunds never passes what was paid nor a line’s units; all units give back exactly the goods', () => {
    const lineArb = fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 500_000 }));
    const askArb = fc.oneof(
      fc.record({ kind: fc.constant('amount' as const), amount: fc.integer({ min: -5, max: 300_000 }) }),
      fc.record({
        kind: fc.constant('lines' as const),
        lines: fc.array(fc.record({ lineId: fc.integer({ min: 1, max: 5 }), qty: fc.integer({ min: 0, max: 6 }) }), {
          maxLength: 4,
        }),
      }),
    );
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.array(askArb, { maxLength: 12 }),
        (lines, discountPct, delivery, asks) => {
          const goods = lines.reduce((a, [, p]) => a + p, 0);
          const o = order(lines, Math.floor((goods * discountPct) / 500), delivery);
          const paid = o.total;
          let refunded = 0;
          let byLines = 0;
          for (const ask of asks) {
            const r = planRefund(o, paid - refunded, ask);
            if (!r.ok) continue;
            expect(r.plan.amount).toBeGreaterThanOrEqual(0);
            refunded += r.plan.amount;
            if (ask.kind === 'lines') byLines += r.plan.amount;
            for (const l of r.plan.lines) {
              const line = o.lines.find((x) => x.id === l.lineId)!;
              (line as { refundedQty: number }).refundedQty += l.qty;
            }
            expect(refunded).toBeLessThanOrEqual(paid);
            for (const l of o.lines) expect(l.refundedQty).toBeLessThanOrEqual(l.qty);
          }
          // the rest of every line, when there is room: all units together are worth exactly the goods
          const rest = o.lines
            .filter((l) => l.qty > l.refundedQty)
            .map((l) => ({ lineId: l.id, qty: l.qty - l.refundedQty }));
          if (rest.length && refunded === byLines) {
            const r = planRefund(o, paid - refunded, { kind: 'lines', lines: rest });
            expect(r.ok).toBe(true);
            if (r.ok) expect(byLines + r.plan.amount).toBe(o.total - o.deliveryPrice);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
