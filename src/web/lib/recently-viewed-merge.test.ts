import { expect, it } from 'vitest';
import { RECENTLY_VIEWED_STORAGE_KEY } from '~/domain/lists/recently-viewed';
import { readFileSync } from 'node:fs';

it('the layout’s merge check looks under the key the list is stored under', () => {
  const src = readFileSync(new URL('./recently-viewed-merge.ts', import.meta.url), 'utf8');
  expect(src).toContain(`const KEY = '${RECENTLY_VIEWED_STORAGE_KEY}';`);
});
