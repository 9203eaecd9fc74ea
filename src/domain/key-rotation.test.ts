import { describe, expect, it } from 'vitest';
import { fixedKeyring, keyringAt, rotationPlan, type KeyVersion } from './key-rotation.ts';

const at = (iso: string) => new Date(iso);
const v = (version: number, activeFrom: string, retireAt: string | null = null): KeyVersion => ({
  version,
  value: `k${version}`,
  activeFrom,
  retireAt,
});

describe('keyringAt', () => {
  it('one version signs and is the only one accepted', () => {
    expect(keyringAt([v(1, '2025-01-01T00:00:00Z')], at('2025-02-01T00:00:00Z'))).toEqual({
      signing: 'k1',
      accepted: ['k1'],
    });
  });

  it('a rotated version is accepted at once but signs only from its activation; the old one signs until then', () => {
    const versions = [v(1, '2025-01-01T00:00:00Z', '2025-01-03T00:02:00Z'), v(2, '2025-01-02T00:02:00Z')];
    expect(keyringAt(versions, at('2025-01-02T00:01:00Z'))).toEqual({ signing: 'k1', accepted: ['k1', 'k2'] });
    expect(keyringAt(versions, at('2025-01-02T00:02:00Z'))).toEqual({ signing: 'k2', accepted: ['k2', 'k1'] });
    // after the grace the old one is refused
    expect(keyringAt(versions, at('2025-01-03T00:02:00Z'))).toEqual({ signing: 'k2', accepted: ['k2'] });
  });

  it('with three live versions the newest active one signs', () => {
    const versions = [
      v(3, '2025-01-05T00:00:00Z'),
      v(1, '2025-01-01T00:00:00Z', '2025-01-09T00:00:00Z'),
      v(2, '2025-01-02T00:00:00Z', '2025-01-09T00:00:00Z'),
    ];
    expect(keyringAt(versions, at('2025-01-03T00:00:00Z'))).toEqual({ signing: 'k2', accepted: ['k2', 'k3', 'k1'] });
  });

  it('no live version: null; only pending ones: the oldest signs', () => {
    expect(keyringAt([v(1, '2025-01-01T00:00:00Z', '2025-01-02T00:00:00Z')], at('2025-01-02T00:00:00Z'))).toBeNull();
    expect(keyringAt([], at('2025-01-02T00:00:00Z'))).toBeNull();
    expect(
      keyringAt([v(2, '2025-01-03T00:00:00Z'), v(3, '2025-01-04T00:00:00Z')], at('2025-01-02T00:00:00Z'))?.signing,
    ).toBe('k2');
  });
});

describe('rotationPlan', () => {
  it('signs after the propagation and keeps the old keys for the grace after that', () => {
    expect(rotationPlan(at('2025-01-01T00:00:00Z'), { propagationMs: 90_000, graceMs: 86_400_000 })).toEqual({
      activeFrom: '2025-01-01T00:01:30.000Z',
      retirePreviousAt: '2025-01-02T00:01:30.000Z',
    });
  });

  it('at once and without grace (a leaked key)', () => {
    expect(rotationPlan(at('2025-01-01T00:00:00Z'), { propagationMs: 0, graceMs: 0 })).toEqual({
      activeFrom: '2025-01-01T00:00:00.000Z',
      retirePreviousAt: '2025-01-01T00:00:00.000Z',
    });
  });
});

describe('fixedKeyring', () => {
  it('the first key signs, all are accepted', () => {
    expect(fixedKeyring(['a', 'b'])).toEqual({ signing: 'a', accepted: ['a', 'b'] });
    expect(() => fixedKeyring([])).toThrow();
  });
});
