import { describe, expect, it } from 'vitest';
import { practiceStats } from './practice-days';

const minutes = (count: number) => count * 60;

describe('practice over the days', () => {
  it('lays out twelve weeks from a Monday, today in the last, the days to come empty', () => {
    // 2026-06-03 is a Wednesday.
    const { weeks } = practiceStats({ days: { '2026-06-01': minutes(12) } }, '2026-06-03', 10);
    expect(weeks).toHaveLength(12);
    expect(weeks[0]![0]!.day).toBe('2026-03-16');
    expect(weeks[11]!.map((day) => day.day)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
      '2026-06-06',
      '2026-06-07',
    ]);
    expect(weeks[11]![0]!.minutes).toBe(12);
    expect(weeks[11]!.slice(3).every((day) => day.future)).toBe(true);
  });

  it('counts the streak up to yesterday while today is still to play, and up to today once it is played', () => {
    const days = { '2026-06-01': minutes(10), '2026-06-02': minutes(25) };
    expect(practiceStats({ days }, '2026-06-03', 10)).toMatchObject({ current: 2, best: 2, today: 0 });
    const played = { ...days, '2026-06-03': minutes(10) + 59 };
    expect(practiceStats({ days: played }, '2026-06-03', 10)).toMatchObject({ current: 3, best: 3, today: 10 });
    // Under the goal is not a day at it: at 20 minutes only yesterday counts.
    expect(practiceStats({ days: played }, '2026-06-03', 20)).toMatchObject({ current: 1, best: 1, daysAtGoal: 1 });
  });

  it('a day missed starts the streak again and keeps the best', () => {
    const days = {
      '2026-05-20': minutes(10),
      '2026-05-21': minutes(10),
      '2026-05-22': minutes(10),
      '2026-05-23': minutes(10),
      '2026-06-01': minutes(10),
    };
    expect(practiceStats({ days }, '2026-06-03', 10)).toMatchObject({ current: 0, best: 4, daysAtGoal: 5 });
    expect(practiceStats({ days }, '2026-06-02', 10)).toMatchObject({ current: 1, best: 4 });
  });
});
