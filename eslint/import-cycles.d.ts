/** Types of `import-cycles.js` for the tests that import it. */
export interface CycleEdge {
  from: string;
  to: string;
  why?: string;
}
export function cyclesOf(
  tree: Record<string, ReadonlyArray<{ id: string | null }> | null>,
  pending: readonly CycleEdge[],
): { cycles: string[][]; stale: CycleEdge[] };
