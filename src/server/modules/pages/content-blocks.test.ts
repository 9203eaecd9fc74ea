import { describe, expect, it } from 'vitest';
import { parseContentBlocks } from './content-blocks.ts';

describe('parseContentBlocks', () => {
  it('keeps valid editor blocks and the known widgets, in order', () => {
    const json = JSON.stringify([
      { type: 'paragraph', data: { text: 'Intro' } },
      { type: 'widget', data: { name: 'delivery-prices' } },
      { type: 'list', data: { style: 'unordered', items: ['a', 'b'] } },
      { type: 'widget', data: { name: 'coupon-tiers' } },
    ]);
    expect(parseContentBlocks(json).map((b) => b.type)).toEqual(['paragraph', 'widget', 'list', 'widget']);
  });

  it('drops unknown widgets, unknown block types and blocks with the wrong shape', () => {
    const json = JSON.stringify({
      blocks: [
        { type: 'widget', data: { name: 'script' } },
        { type: 'widget', data: { name: { toString: 'x' } } },
        { type: 'widget' },
        { type: 'raw', data: { html: '<script>alert(1)</script>' } },
        { type: 'paragraph', data: { text: 42 } },
        { type: 'image', data: { file: 'x' } },
        { type: 'list', data: { items: [{ content: 'nested' }] } },
        { type: 'header', data: { level: 2, text: 'Kept' } },
      ],
    });
    expect(parseContentBlocks(json)).toEqual([{ type: 'header', data: { level: 2, text: 'Kept' } }]);
  });

  it('gives no blocks for bad JSON, null or other shapes', () => {
    expect(parseContentBlocks('{not json')).toEqual([]);
    expect(parseContentBlocks(null)).toEqual([]);
    expect(parseContentBlocks('"text"')).toEqual([]);
    expect(parseContentBlocks('{"blocks":"x"}')).toEqual([]);
  });
});
