import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dobCalendarProblem, dobRangeProblem, toIsoDate } from '../../../../src/domain/common/date-of-birth';

const today = new Date(2026, 10, 21);

describe('date of birth: the spec ranges (spec 01 §5, spec 02 §5) and the calendar rule registration adds', () => {
  // month, day, year, what the range rule says, what the calendar rule says
  it.each([
    ['', '1', '1990', 'incomplete', 'incomplete'],
    ['1', ' ', '1990', 'incomplete', 'incomplete'],
    ['13', '1', '1990', 'month', 'month'],
    ['0', '1', '1990', 'month', 'month'],
    ['x', '1', '1990', 'month', 'month'],
    ['1', '32', '1990', 'day', 'day'],
    ['1', '0', '1990', 'day', 'day'],
    ['1', '1', '2027', 'year', 'year'],
    ['1', '1', '0', 'year', 'year'],
    ['1', '1', '1899', 'yearBefore1900', 'yearBefore1900'],
    ['1', '1', '1', 'yearBefore1900', 'yearBefore1900'],
    ['1', '1', '1900', null, null],
    ['2', '29', '2024', null, null],
    ['11', '21', '2026', null, null],
    ['2', '30', '1990', null, 'noSuchDate'],
    ['2', '29', '2023', null, 'noSuchDate'],
    ['4', '31', '1990', null, 'noSuchDate'],
    ['11', '22', '2026', null, 'future'],
    ['12', '31', '2026', null, 'future'],
  ])('%s/%s/%s: range %s, calendar %s', (month, day, year, range, calendar) => {
    expect(dobRangeProblem({ month, day, year }, today)).toBe(range);
    expect(dobCalendarProblem({ month, day, year }, today)).toBe(calendar);
  });

  it('the calendar rule refuses whatever the range rule refuses, with the same problem', () => {
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
