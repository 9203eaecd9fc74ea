import type { JoinedWrite } from '../../db/joined-write.ts';

/** All `qty` units of a product wished from one location (its first: the pickup branch or the warehouse). */
export interface WholeTake {
  productId: number;
  branchId: number;
  qty: number;
}

/**
 * PostgreSQL: whole takes of several products in one statement (decision 0101), in the order given (product-id order),
 * each only if every one before it succeeded — a chain of data-modifying CTEs: per product, the location's conditional
 * update (`stN`; with `activeBranch`, only while the branch is active), then the product's sum by the same amount
 * (`ssN`), each gated on the one before by an uncorrelated `EXISTS` that PostgreSQL evaluates before it reads the row
 * (a one-time filter). So the rows are locked in product-id order, as the one-product statements did, and a product
 * after the first one short is not touched: the caller splits that one over other locations and goes on from it,
 * still in product-id order. `sr` records the takes for the order (`madeId`). The answer is how many products, from
 * the first, were taken whole. The text depends only on the number of takes and `activeBranch`, so each shape is
 * prepared once per connection (db/pg-prepared.ts).
 */
export function chainedTakes(takes: readonly WholeTake[], activeBranch: boolean): JoinedWrite {
  return {
    sql({ param, madeId, gate }) {
      const ctes: string[] = [];
      const counts: string[] = [];
      let before = gate;
      takes.forEach((t, i) => {
        const n = i + 1;
        const [qty, product, branch] = [param(t.qty), param(t.productId), param(t.branchId)];
        const conditions = [`product_id = ${product}`, `branch_id = ${branch}`, `qty >= ${qty}`];
        if (activeBranch) conditions.push(`branch_id IN (SELECT id FROM branches WHERE id = ${branch} AND active = 1)`);
        if (before) conditions.push(before);
        ctes.push(
          `st${n} AS (UPDATE product_stock SET qty = qty - ${qty} WHERE ${conditions.join(' AND ')} RETURNING product_id, branch_id, ${qty}::integer AS qty)`,
          `ss${n} AS (UPDATE products SET stock = stock - ${qty} WHERE id = ${product} AND EXISTS (SELECT 1 FROM st${n}) RETURNING id)`,
        );
        counts.push(`(SELECT count(*) FROM ss${n})`);
        before = `EXISTS (SELECT 1 FROM ss${n})`;
      });
      const taken = takes.map((_, i) => `SELECT product_id, branch_id, qty FROM st${i + 1}`).join(' UNION ALL ');
      ctes.push(
        `sr AS (INSERT INTO order_stock_takes (order_id, product_id, branch_id, qty) SELECT ${madeId}, product_id, branch_id, qty FROM (${taken}) AS taken ON CONFLICT (order_id, product_id, branch_id) DO UPDATE SET qty = order_stock_takes.qty + excluded.qty)`,
      );
      return { ctes: ctes.join(', '), answer: `(${counts.join(' + ')})::integer` };
    },
  };
}

/** The chain as a statement of its own, for an order that exists (`orderId`): answers `taken`. */
export function chainedTakesStatement(
  orderId: number,
  takes: readonly WholeTake[],
  activeBranch: boolean,
): { sql: string; parameters: unknown[] } {
  const parameters: unknown[] = [];
  const param = (v: unknown) => `$${parameters.push(v)}`;
  const { ctes, answer } = chainedTakes(takes, activeBranch).sql({
    param,
    madeId: `${param(orderId)}::integer`,
    gate: null,
  });
  return { sql: `WITH ${ctes} SELECT ${answer} AS taken`, parameters };
}
