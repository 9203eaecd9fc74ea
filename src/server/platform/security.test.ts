import { describe, expect, it } from 'vitest';
import { tilesSource } from './security.ts';

describe('tilesSource', () => {
  it("allows the map tiles' origin in img-src, a {s} sub-domain as a wildcard, nothing for an empty URL", () => {
    expect(tilesSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(' https://tile.openstreetmap.org');
    expect(tilesSource('https://{s}.tiles.example.az:8443/base/{z}/{x}/{y}.png')).toBe(
      ' https://*.tiles.example.az:8443',
    );
    expect(tilesSource('')).toBe('');
  });
});
