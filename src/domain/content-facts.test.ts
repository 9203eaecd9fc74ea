import { describe, expect, it } from 'vitest';
import { contentFacts, fillFacts } from './content-facts.ts';

describe('content facts (issue 29: texts take their numbers from the configuration)', () => {
  it('states the months an item can really get: a card month above the 12-month cap is not promised', () => {
    const facts = contentFacts({ birkart: [2, 3, 6, 12], tamkart: [3, 6, 9, 12, 18] });
    expect(fillFacts('2–18 → {{installments.minMonths}}–{{installments.maxMonths}} ay', facts)).toBe('2–18 → 2–12 ay');
  });

  it('follows the configuration when the cards change', () => {
    const facts = contentFacts({ tamkart: [3, 6] });
    expect(fillFacts('up to {{ installments.maxMonths }} months', facts)).toBe('up to 6 months');
  });

  it('leaves unknown placeholders and texts without any as they are', () => {
    const facts = contentFacts({ birkart: [3] });
    expect(fillFacts('{{unknown.fact}} and {{installments.maxMonths}}', facts)).toBe('{{unknown.fact}} and 3');
    expect(fillFacts('no numbers here', facts)).toBe('no numbers here');
  });

  it('knows no installment facts for a shop without cards, so their placeholders stay visible to staff', () => {
    expect(fillFacts('{{installments.maxMonths}}', contentFacts({}))).toBe('{{installments.maxMonths}}');
  });
});
