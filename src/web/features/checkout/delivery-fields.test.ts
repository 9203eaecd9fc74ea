import { describe, expect, it } from 'vitest';
import { byCity, choicesOf } from './pickup-choice';

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

describe("pickup's choices for this order", () => {
  const item = (id: number, cityId: number) => ({ ...branch(id, cityId, `C${cityId}`), mobiles: ['994501234567'] });
  const option = (branchId: number, missing: { productId: number; title: string }[] = []) => ({
    branchId,
    title: `B${branchId}`,
    address: 'a',
    phones: [],
    lat: 0,
    lng: 0,
    missing,
  });

  it("takes the server's answer (what each branch lacks) with each branch's city from the branch list", () => {
    const choices = choicesOf([option(2, [{ productId: 7, title: 'TV' }]), option(1)], [item(1, 1), item(2, 2)]);
    expect(choices).toEqual([
      {
        id: 2,
        title: 'B2',
        address: 'a',
        phones: [],
        city: { id: 2, title: 'C2' },
        missing: [{ productId: 7, title: 'TV' }],
      },
      { id: 1, title: 'B1', address: 'a', phones: [], city: { id: 1, title: 'C1' }, missing: [] },
    ]);
    // a branch the list does not know yet is offered without a city
    expect(choicesOf([option(9)], null)![0]!.city).toBeNull();
  });

  it('without an answer offers every branch of the list, as before', () => {
    expect(choicesOf(null, [item(1, 1)])).toEqual([
      { id: 1, title: 'B1', address: 'x', phones: ['994501234567'], city: { id: 1, title: 'C1' }, missing: [] },
    ]);
    expect(choicesOf(null, null)).toBeNull();
  });
});
