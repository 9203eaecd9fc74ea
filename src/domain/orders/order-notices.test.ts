import { describe, expect, it } from 'vitest';
import { fillNotice, noticePurpose, noticeValues, templateProblem } from './order-notices.ts';

describe('order notices', () => {
  it('knows only {number}, {total}, {branch} and {link}', () => {
    expect(templateProblem('Order {number}: {total} at {branch}. {link}')).toBeNull();
    expect(templateProblem('No placeholders at all')).toBeNull();
    expect(templateProblem('Hello {name}')).toBe('unknown');
    expect(templateProblem('Order {Number}')).toBe('unknown');
    expect(templateProblem('Order { number }')).toBe('unknown');
    expect(templateProblem('Order {number')).toBe('unclosed');
    expect(templateProblem('Order number}')).toBe('unclosed');
    expect(templateProblem('Order {{number}}')).toBe('unclosed');
  });

  it('fills every placeholder; an empty branch leaves no double space', () => {
    const v = noticeValues({ id: 42, total: 123_450, branch: null, link: 'https://volt.az/en/order?token=abc' });
    expect(fillNotice('#{number} {total} at {branch} now. {link}', v)).toBe(
      '#42 1 234.50 ₼ at now. https://volt.az/en/order?token=abc',
    );
    expect(fillNotice('{number} {number}', v)).toBe('42 42');
    expect(noticePurpose('shipped')).toBe('status:shipped');
  });
});
