import { describe, expect, it } from 'vitest';
import { dailyPlanPath, FIRST_PLAN_DAY, LAST_PLAN_DAY, neighbourDay, planDayOfSearch, relativeDayName } from './plan-day';

describe('planDayOfSearch', () => {
  it('reads the day of ?date=', () => {
    expect(planDayOfSearch('date=2026-11-24')).toBe('2026-11-24');
    expect(planDayOfSearch('?date=2026-11-24&other=1')).toBe('2026-11-24');
    expect(planDayOfSearch(`date=${FIRST_PLAN_DAY}`)).toBe(FIRST_PLAN_DAY);
    expect(planDayOfSearch(`date=${LAST_PLAN_DAY}`)).toBe(LAST_PLAN_DAY);
  });

  it.each(['', 'date=', 'date=2026-02-30', 'date=24.11.2026', 'date=2026-11-24T00:00', 'day=2026-11-24', 'date=%E2%80%AE', 'date=0999-12-31', 'date=0001-01-01'])(
    'answers null for %j: the page shows today',
    (search) => {
      expect(planDayOfSearch(search)).toBeNull();
    },
  );
});

describe('dailyPlanPath', () => {
  it('leaves today out of the address and names any other day', () => {
    expect(dailyPlanPath('2026-11-24', '2026-11-24')).toBe('/plan');
    expect(dailyPlanPath('2026-11-23', '2026-11-24')).toBe('/plan?date=2026-11-23');
    expect(planDayOfSearch(dailyPlanPath('2027-01-01', '2026-11-24').split('?')[1]!)).toBe('2027-01-01');
  });
});

describe('relativeDayName', () => {
  it('calls the days around today by name, across months and years', () => {
    expect(relativeDayName('2026-12-31', '2026-12-31')).toBe('Today');
    expect(relativeDayName('2026-12-30', '2026-12-31')).toBe('Yesterday');
    expect(relativeDayName('2027-01-01', '2026-12-31')).toBe('Tomorrow');
    expect(relativeDayName('2028-02-29', '2028-03-01')).toBe('Yesterday');
    expect(relativeDayName('2026-03-29', '2026-03-30')).toBe('Yesterday');
  });

  it('answers null further away', () => {
    expect(relativeDayName('2026-12-29', '2026-12-31')).toBeNull();
    expect(relativeDayName('2027-01-02', '2026-12-31')).toBeNull();
    expect(relativeDayName('2025-12-31', '2026-12-31')).toBeNull();
  });
});

describe('neighbourDay', () => {
  it('steps a day back or forward', () => {
    expect(neighbourDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(neighbourDay('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('stops at the first and last day of four-digit years', () => {
    expect(neighbourDay(FIRST_PLAN_DAY, -1)).toBeNull();
    expect(neighbourDay(LAST_PLAN_DAY, 1)).toBeNull();
    expect(neighbourDay(FIRST_PLAN_DAY, 1)).toBe('1000-01-02');
    expect(neighbourDay(LAST_PLAN_DAY, -1)).toBe('9999-12-30');
  });
});
