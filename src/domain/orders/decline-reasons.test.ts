import { describe, expect, it } from 'vitest';
import { declineReason } from './decline-reasons.ts';

describe("a declined card in the shopper's words (decision 0078)", () => {
  it('names what the bank answered for the codes a shopper can act on', () => {
    expect(declineReason('2', '51')).toBe('insufficientFunds');
    expect(declineReason('2', '54')).toBe('expiredCard');
    expect(declineReason('2', '61')).toBe('limitExceeded');
    expect(declineReason('2', '57')).toBe('notPermitted');
    expect(declineReason('2', '14')).toBe('wrongCard');
    expect(declineReason('2', '91')).toBe('bankUnavailable');
    expect(declineReason('2', '-19')).toBe('authentication');
    expect(declineReason('3', null)).toBe('processingError');
  });

  it('says only "declined" for do-not-honour, lost or stolen cards, fraud and anything unknown or missing', () => {
    for (const rc of ['05', '41', '43', '59', '99', 'XX', '', null])
      expect(declineReason('2', rc), String(rc)).toBe('declined');
  });
});
