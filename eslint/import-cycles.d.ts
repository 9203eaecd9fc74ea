/** Types of `import-cycles.js` for the tests that import it. */
export function cyclesOf(tree: Record<string, ReadonlyArray<{ id: string | null }> | null>): string[][];
