import { describe, expect, it } from 'vitest';
import { parseArgs } from './secrets-cli.ts';

describe('npm run secrets', () => {
  it('reads list and rotate with their options', () => {
    expect(parseArgs([])).toEqual({ command: 'help' });
    expect(parseArgs(['list'])).toEqual({ command: 'list' });
    expect(parseArgs(['rotate', 'session'])).toEqual({
      command: 'rotate',
      keys: ['session'],
      graceMs: 86_400_000,
      propagationMs: 90_000,
    });
    expect(parseArgs(['rotate', 'all', '--grace-hours', '2'])).toEqual({
      command: 'rotate',
      keys: ['session', 'otp'],
      graceMs: 7_200_000,
      propagationMs: 90_000,
    });
    expect(parseArgs(['rotate', '--grace-hours=0.5', 'otp'])).toEqual({
      command: 'rotate',
      keys: ['otp'],
      graceMs: 1_800_000,
      propagationMs: 90_000,
    });
    expect(parseArgs(['rotate', 'otp', '--now'])).toEqual({
      command: 'rotate',
      keys: ['otp'],
      graceMs: 0,
      propagationMs: 0,
    });
  });

  it('refuses what it does not know', () => {
    for (const bad of [
      ['rotate'],
      ['rotate', 'test-gateway'],
      ['rotate', 'session', '--grace-hours'],
      ['rotate', 'session', '--grace-hours', '1000'],
      ['rotate', 'otp', '--now', '--grace-hours', '1'],
      ['list', 'x'],
      ['drop'],
    ])
      expect(parseArgs(bad), bad.join(' ')).toHaveProperty('error');
  });
});
