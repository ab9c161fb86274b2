import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dobCalendarProblem, dobRangeProblem, toIsoDate } from '../../../../src/domain/common/date-of-birth';

const today = new Date(2026, 10, 21);

describe("date of birth: the spec's ranges (spec 01 §5, spec 02 §5)", () => {
  const range = (month: string, day: string, year: string) => dobRangeProblem({ month, day, year }, today);
  it.each([
    ['', '1', '1990', 'incomplete'],
    ['1', ' ', '1990', 'incomplete'],
    ['13', '1', '1990', 'month'],
    ['0', '1', '1990', 'month'],
    ['x', '1', '1990', 'month'],
    ['1', '32', '1990', 'day'],
    ['1', '0', '1990', 'day'],
    ['1', '1', '2027', 'year'],
    ['1', '1', '0', 'year'],
    ['1', '1', '1899', 'yearBefore1900'],
    ['1', '1', '1', 'yearBefore1900'],
  ])('%s/%s/%s -> %s', (month, day, year, problem) => {
    expect(range(month, day, year)).toBe(problem);
  });
  it('accepts 1 January 1900, today, and dates the calendar lacks or that lie later this year', () => {
    expect(range('1', '1', '1900')).toBeNull();
    expect(range('11', '21', '2026')).toBeNull();
    expect(range('2', '31', '1990')).toBeNull();
    expect(range('12', '31', '2026')).toBeNull();
  });
});

describe('date of birth: the calendar rule registration adds', () => {
  const calendar = (month: string, day: string, year: string) => dobCalendarProblem({ month, day, year }, today);
  it('accepts a complete real past date from 1900 on', () => {
    expect(calendar('2', '29', '2024')).toBeNull();
    expect(calendar('1', '1', '1900')).toBeNull();
    expect(calendar('11', '21', '2026')).toBeNull();
  });
  it.each([
    ['2', '30', '1990', 'noSuchDate'],
    ['2', '29', '2023', 'noSuchDate'],
    ['4', '31', '1990', 'noSuchDate'],
    ['11', '22', '2026', 'future'],
    ['1', '1', '1899', 'yearBefore1900'],
    ['', '1', '1990', 'incomplete'],
  ])('%s/%s/%s -> %s', (month, day, year, problem) => {
    expect(calendar(month, day, year)).toBe(problem);
  });
  it('refuses whatever the range rule refuses, with the same problem', () => {
    const part = fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 3000 }).map(String), fc.string({ maxLength: 4 }));
    fc.assert(
      fc.property(part, part, part, (month, day, year) => {
        const range = dobRangeProblem({ month, day, year }, today);
        if (range) expect(dobCalendarProblem({ month, day, year }, today)).toBe(range);
      }),
    );
  });
});

describe('date of birth as YYYY-MM-DD', () => {
  it('pads month and day to two digits and the year to four', () => {
    expect(toIsoDate({ month: '3', day: '7', year: '1985' })).toBe('1985-03-07');
    expect(toIsoDate({ month: '12', day: '31', year: '2000' })).toBe('2000-12-31');
    expect(toIsoDate({ month: ' 03', day: '07 ', year: '1985' })).toBe('1985-03-07');
  });
});
