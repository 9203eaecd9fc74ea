import { describe, expect, it } from 'vitest';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from './json-depth.ts';

const nested = (depth: number, open = '[', close = ']', inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

describe('JSON nesting depth', () => {
  it('counts arrays and objects, up to the limit and one past it', () => {
    expect(jsonNestsDeeperThan('{"a":1}', 1)).toBe(false);
    expect(jsonNestsDeeperThan('[[1]]', 1)).toBe(true);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan('{"a":'.repeat(40) + '1' + '}'.repeat(40))).toBe(true);
    // siblings do not add up
    expect(jsonNestsDeeperThan(`[${Array.from({ length: 100 }, () => '[[1]]').join(',')}]`, 3)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(jsonNestsDeeperThan(JSON.stringify({ review: '['.repeat(500) }))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify({ review: `say \\"${'{'.repeat(500)}` }))).toBe(false);
    expect(jsonNestsDeeperThan(JSON.stringify(['\\', '['.repeat(50)]))).toBe(false);
  });

  it('scans 2,000 levels without recursion', () => {
    expect(jsonNestsDeeperThan(nested(2000))).toBe(true);
    expect(jsonNestsDeeperThan('['.repeat(1_000_000))).toBe(true);
  });
});
