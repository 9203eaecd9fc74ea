import { describe, expect, it } from 'vitest';
import { byCity } from './delivery-fields';

const branch = (id: number, cityId: number, city: string) => ({
  id,
  title: `B${id}`,
  address: 'x',
  city: { id: cityId, title: city },
  mobiles: [],
  lat: 0,
  lng: 0,
});

describe('pickup branches by city', () => {
  it('groups the branches under their city, cities and branches in the order they come', () => {
    const groups = byCity([
      branch(1, 1, 'Bakı'),
      branch(2, 2, 'Gəncə'),
      branch(3, 1, 'Bakı'),
      branch(4, 3, 'Sumqayıt'),
    ]);
    expect(groups.map((g) => [g.city.title, g.branches.map((b) => b.id)])).toEqual([
      ['Bakı', [1, 3]],
      ['Gəncə', [2]],
      ['Sumqayıt', [4]],
    ]);
    expect(byCity([])).toEqual([]);
  });
});
