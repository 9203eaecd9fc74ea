import { describe, expect, it } from 'vitest';
import { parseBlocks } from './editor-blocks.ts';

describe('parseBlocks', () => {
  it('keeps well-formed editor blocks', () => {
    const blocks = [
      { type: 'header', data: { level: 2, text: 'Title' } },
      { type: 'paragraph', data: { text: 'Text' } },
      { type: 'list', data: { style: 'unordered', items: ['a', 'b'] } },
      { type: 'image', data: { file: { url: '/i/p/500/x.png' }, caption: 'c' } },
      { type: 'embed', data: { embed: 'https://www.youtube-nocookie.com/embed/x' } },
      { type: 'delimiter', data: {} },
    ];
    expect(parseBlocks(JSON.stringify(blocks))).toEqual(blocks);
    expect(parseBlocks(JSON.stringify({ blocks }))).toEqual(blocks);
  });

  it('drops blocks the page could not render instead of failing the page', () => {
    const bad = [
      { type: 'paragraph', data: {} },
      { type: 'paragraph' },
      { type: 'image', data: {} },
      { type: 'image', data: { file: { url: 5 } } },
      { type: 'list', data: { items: 'x' } },
      { type: 'list', data: { items: [1, 2] } },
      { type: 'header', data: { text: 'no level' } },
      { type: 'script', data: { text: 'x' } },
      null,
      'text',
    ];
    expect(parseBlocks(JSON.stringify(bad))).toEqual([]);
    expect(parseBlocks('{not json')).toEqual([]);
    expect(parseBlocks(null)).toEqual([]);
  });
});
