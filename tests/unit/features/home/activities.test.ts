import { describe, expect, it } from 'vitest';
import { activityTarget, formatDueDate, pendingActivities } from '../../../../src/features/home/model/activities';
import { findRoute } from '../../../../src/features/portal/model/routes';

describe('home activities', () => {
  it('sends an assessment to its survey event', () => {
    expect(activityTarget({ activityId: 1, activityType: 'clinical', referenceId: 42 })).toEqual({ path: '/survey?survey_event_id=42' });
    expect(activityTarget({ activityId: 1, activityType: 'clinical', referenceId: null })).toEqual({ path: '/survey' });
  });

  it('sends counseling to the counseling screen, on its event when known', () => {
    expect(activityTarget({ activityId: 2, activityType: 'counseling', referenceId: 7 })).toEqual({ path: '/counseling?event_id=7' });
    expect(activityTarget({ activityId: 2, activityType: 'counseling', referenceId: null })).toEqual({ path: '/counseling' });
  });

  it('sends fill address details to /confirm-address and insurance change to /missing-insurance, with the activity id', () => {
    expect(activityTarget({ activityId: 3, activityType: 'address', referenceId: null })).toEqual({ path: '/confirm-address', state: { activityId: 3 } });
    expect(activityTarget({ activityId: 4, activityType: 'insurance', referenceId: null })).toEqual({
      path: '/missing-insurance',
      state: { activityId: 4 },
    });
  });

  it('every target is a route of the portal', () => {
    for (const activityType of ['clinical', 'counseling', 'address', 'insurance'] as const) {
      const target = activityTarget({ activityId: 1, activityType, referenceId: 9 })!;
      expect(findRoute(target.path.split('?')[0]!)).toBeDefined();
    }
  });

  it('keeps pending activities of known types only', () => {
    const list = pendingActivities({
      activityDetails: [
        { activityId: 1, activityType: 'clinical', completed: 0 },
        { activityId: 2, activityType: 'other', completed: 0 },
        { activityId: 3, activityType: 'address', completed: 1 },
        null,
      ],
    });
    expect(list.map((a) => a.activityId)).toEqual([1]);
    expect(pendingActivities({})).toEqual([]);
  });

  it('formats due dates as MM/DD/YY', () => {
    expect(formatDueDate('2025-03-09')).toBe('03/09/25');
    expect(formatDueDate('2025-03-09T00:00:00Z')).toBe('03/09/25');
    expect(formatDueDate(null)).toBeNull();
    expect(formatDueDate('soon')).toBeNull();
  });
});

describe('home startup alerts', () => {
  it('stay 10 s after the first sign-in, otherwise 5 s (spec 01 §9)', async () => {
    const { startupAlertDurationMs } = await import('../../../../src/features/home/model/startup-alerts');
    expect(startupAlertDurationMs(true)).toBe(10_000);
    expect(startupAlertDurationMs(false)).toBe(5_000);
    expect(startupAlertDurationMs(undefined)).toBe(5_000);
  });
});
