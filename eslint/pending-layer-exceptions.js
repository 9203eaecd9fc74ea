// TEMPORARY: the server imports that break the layers today (docs/architecture.md, "Layers") and are being removed.
// `layers/import-boundaries` lets exactly these file pairs through; `layers/stale-pending` warns (in `npm run lint`)
// about an entry whose import is gone: delete that entry then. Never add an entry: fix the import instead.

/** @type {{ from: string, to: string, why: string }[]} */
export const PENDING_LAYER_EXCEPTIONS = [
  {
    from: 'src/server/modules/sitemap/sitemap.routes.ts',
    to: 'src/server/services.ts',
    why: 'the sitemap routes take the whole Services container instead of the services they read',
  },
  {
    from: 'src/server/modules/auth/session-hook.ts',
    to: 'src/server/services.ts',
    why: "the session hook takes the whole Services container instead of the accounts' session service",
  },
  {
    from: 'src/server/platform/metrics.ts',
    to: 'src/server/services.ts',
    why: 'the metrics read gauges from the whole Services container instead of being given what they read',
  },
  {
    from: 'src/server/platform/metrics.ts',
    to: 'src/server/jobs.ts',
    why: "the metrics list the shop's job names from the job table instead of being given them",
  },
];

/**
 * TEMPORARY: import edges that close a cycle today (`eslint/import-cycles.js` leaves them out and warns when one is
 * gone). Each names the edge that should go, so the rest of the cycle is the direction the code should keep.
 * @type {{ from: string, to: string, why: string }[]}
 */
export const PENDING_CYCLE_EDGES = [
];
