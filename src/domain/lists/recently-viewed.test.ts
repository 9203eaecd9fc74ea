import { describe, expect, it } from 'vitest';
import { addView, mergeViews, parseViews, RECENTLY_VIEWED_KEEP } from './recently-viewed.ts';

const NOW = 1_800_000_000_000;

describe('recently viewed (PDP-14)', () => {
  it('puts the product viewed last first, once, and keeps the newest 16', () => {
    let list = addView([], 1, NOW - 3000);
    list = addView(list, 2, NOW - 2000);
    list = addView(list, 1, NOW - 1000);
    expect(list.map((v) => v.id)).toEqual([1, 2]);
    for (let id = 10; id < 40; id++) list = addView(list, id, NOW + id);
    expect(list).toHaveLength(RECENTLY_VIEWED_KEEP);
    expect(list.map((v) => v.id).slice(0, 2)).toEqual([39, 38]);
  });

  it('merges two lists by the newest view of each product; a time from the future counts as now', () => {
    const server = [
      { id: 5, at: NOW - 100 },
      { id: 6, at: NOW - 500 },
    ];
    const browser = [
      { id: 6, at: NOW - 50 },
      { id: 7, at: NOW + 10_000_000 },
    ];
    expect(mergeViews([server, browser], NOW)).toEqual([
      { id: 7, at: NOW },
      { id: 6, at: NOW - 50 },
      { id: 5, at: NOW - 100 },
    ]);
  });

  it('repairs what the browser stored: junk, bad ids and times, duplicates are dropped, never an error', () => {
    for (const raw of ['', 'not json', '{}', '[1,2]', 'null', 'x'.repeat(5000), null, 42])
      expect(parseViews(raw, NOW), String(raw).slice(0, 20)).toEqual([]);
    expect(
      parseViews(
        JSON.stringify([
          { id: 3, at: NOW - 10 },
          { id: -1, at: NOW },
          { id: 2.5, at: NOW },
          { id: 3, at: NOW - 1 },
          { id: 4, at: 'yesterday' },
          { id: 4, at: NOW - 20 },
        ]),
        NOW,
      ),
    ).toEqual([
      { id: 3, at: NOW - 1 },
      { id: 4, at: NOW - 20 },
    ]);
  });
});
