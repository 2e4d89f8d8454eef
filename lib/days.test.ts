import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, dayOf } from './days';

describe('days', () => {
  it('steps days across months, years and clock changes', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it("names the visitor's own calendar day, not the UTC one", () => {
    expect(dayOf(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23');
    expect(dayOf(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01');
  });

  it('numbers consecutive days consecutively', () => {
    expect(dayNumber('2026-03-30') - dayNumber('2026-03-28')).toBe(2);
    expect(dayNumber('1970-01-02')).toBe(1);
  });
});
