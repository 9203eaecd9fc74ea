// TEMPORARY: the server imports that break the layers today (docs/architecture.md, "Layers") and are being removed.
// `layers/import-boundaries` lets exactly these file pairs through; `layers/stale-pending` warns (in `npm run lint`)
// about an entry whose import is gone: delete that entry then. Never add an entry: fix the import instead.

/** @type {{ from: string, to: string, why: string }[]} */
export const PENDING_LAYER_EXCEPTIONS = [
];

/**
 * TEMPORARY: import edges that close a cycle today (`eslint/import-cycles.js` leaves them out and warns when one is
 * gone). Each names the edge that should go, so the rest of the cycle is the direction the code should keep.
 * @type {{ from: string, to: string, why: string }[]}
 */
export const PENDING_CYCLE_EDGES = [
];
