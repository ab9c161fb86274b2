import { describe, expect, it } from 'vitest';
import type { CounselingEvent } from '../../../../src/domain/medication/counseling.schema';
import { addressWithoutEventId, counselingSections, eventIdOf, formatCreated, responseLines } from '../../../../src/features/counseling/model/counseling-list';

const event = (eventId: number, completed: 0 | 1, timeCreated: string): CounselingEvent => ({
  eventId,
  counselingName: `Item ${eventId}`,
  timeCreated,
  completed,
  portalPrompt: 'Prompt',
  options: [],
});

describe('counseling sections', () => {
  it('puts incomplete items under Need to Review and completed ones under Reviewed, newest first', () => {
    const { needToReview, reviewed } = counselingSections([
      event(1, 0, '2026-01-01T10:00:00Z'),
      event(2, 1, '2026-02-01T10:00:00Z'),
      event(3, 0, '2026-03-01T10:00:00Z'),
      event(4, 1, '2025-12-01T10:00:00Z'),
    ]);
    expect(needToReview.map((e) => e.eventId)).toEqual([3, 1]);
    expect(reviewed.map((e) => e.eventId)).toEqual([2, 4]);
  });

  it('breaks a tie in creation time by the newer id', () => {
    const same = '2026-01-01T10:00:00Z';
    expect(counselingSections([event(5, 0, same), event(9, 0, same)]).needToReview.map((e) => e.eventId)).toEqual([9, 5]);
  });

  it('answers empty sections for no items', () => {
    expect(counselingSections([])).toEqual({ needToReview: [], reviewed: [] });
  });
});

describe('formatCreated', () => {
  it('shows the local date as MM/DD/YY', () => {
    const local = new Date(2026, 0, 5, 12, 0, 0);
    expect(formatCreated(local.toISOString())).toBe('01/05/26');
  });

  it('answers null for an unreadable time', () => {
    expect(formatCreated('not a date')).toBeNull();
  });
});

describe('eventIdOf', () => {
  it.each([
    ['42', 42],
    [' 7 ', 7],
    ['0', null],
    ['-3', null],
    ['3.5', null],
    ['abc', null],
    ['99999999999', null],
    ['', null],
    [undefined, null],
  ])('%s -> %s', (value, expected) => expect(eventIdOf(value)).toBe(expected));
});

describe('responseLines', () => {
  it('splits a multi-line response into its non-empty lines', () => {
    expect(responseLines('First line\r\n\nSecond line\n  Third  ')).toEqual(['First line', 'Second line', 'Third']);
  });
});

describe('addressWithoutEventId', () => {
  it('drops event_id and keeps the path, the other parameters and the hash', () => {
    expect(addressWithoutEventId('https://portal.example/portal/counseling?event_id=999&brand=x#top')).toBe('/portal/counseling?brand=x#top');
    expect(addressWithoutEventId('https://portal.example/counseling?event_id=abc')).toBe('/counseling');
  });

  it('is null when the address has no event_id', () => {
    expect(addressWithoutEventId('https://portal.example/counseling?brand=x')).toBeNull();
  });
});
