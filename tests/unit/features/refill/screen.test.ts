import { describe, expect, it } from 'vitest';
import { emptyDraft } from '../../../../src/features/refill/model/draft';
import {
  backFrom,
  currentStep,
  headingKey,
  isStaleDraft,
  refillScreen,
  screenKey,
  type ScreenFacts,
} from '../../../../src/features/refill/model/screen';
import { RefillStep } from '../../../../src/features/refill/model/wizard';

const ready: ScreenFacts = {
  submitted: false,
  owned: true,
  loaded: true,
  editing: false,
  activeOrder: false,
  sent: false,
  step: RefillStep.medications,
  medicationsFailed: false,
  medicationCount: 2,
  refillableCount: 1,
  nonPortalCount: 1,
};

describe('currentStep', () => {
  it('keeps a stored step of the wizard', () => {
    expect(currentStep(RefillStep.payment, false, false)).toBe(RefillStep.payment);
    expect(currentStep(RefillStep.address, true, true)).toBe(RefillStep.address);
  });

  it('opens the review instead of the read-only view while editing', () => {
    expect(currentStep(RefillStep.view, true, true)).toBe(RefillStep.review);
  });

  it('keeps the view while an order is in progress, and returns to the first step once it is not', () => {
    expect(currentStep(RefillStep.view, false, true)).toBe(RefillStep.view);
    expect(currentStep(RefillStep.view, false, false)).toBe(RefillStep.medications);
  });

  it('never goes before the first step of an edit', () => {
    expect(currentStep(RefillStep.medications, true, false)).toBe(RefillStep.deliveryDate);
  });
});

describe('refillScreen', () => {
  it('shows the wizard when the draft is this one and the medications arrived', () => {
    expect(refillScreen(ready)).toBe('wizard');
  });

  it('shows the confirmation once the order was accepted, whatever else holds', () => {
    expect(refillScreen({ ...ready, submitted: true, owned: false, loaded: false, activeOrder: true })).toBe('confirmation');
  });

  it('loads until the draft belongs to this patient and request and the list arrived', () => {
    expect(refillScreen({ ...ready, owned: false })).toBe('loading');
    expect(refillScreen({ ...ready, loaded: false })).toBe('loading');
  });

  it('replaces the wizard by the notice, or the view at step 5, while an order is in progress', () => {
    expect(refillScreen({ ...ready, activeOrder: true })).toBe('notice');
    expect(refillScreen({ ...ready, activeOrder: true, step: RefillStep.view })).toBe('view');
  });

  it('keeps the wizard under an order in progress while editing and after this order was sent', () => {
    expect(refillScreen({ ...ready, activeOrder: true, editing: true })).toBe('wizard');
    expect(refillScreen({ ...ready, activeOrder: true, sent: true, refillableCount: 0, nonPortalCount: 0 })).toBe('wizard');
  });

  it('says there is nothing to refill when the list failed, is empty, or offers nothing', () => {
    expect(refillScreen({ ...ready, medicationsFailed: true })).toBe('no-medications');
    expect(refillScreen({ ...ready, medicationCount: 0 })).toBe('no-medications');
    expect(refillScreen({ ...ready, refillableCount: 0, nonPortalCount: 0 })).toBe('no-medications');
    expect(refillScreen({ ...ready, refillableCount: 0, nonPortalCount: 0, editing: true })).toBe('wizard');
  });
});

describe('screenKey and headingKey', () => {
  it('has one key per wizard step and per other screen', () => {
    expect(screenKey('wizard', RefillStep.address)).toBe('step-2');
    expect(screenKey('notice', RefillStep.address)).toBe('notice');
  });

  it('names the heading of each screen, none while loading', () => {
    expect(headingKey('loading', RefillStep.medications)).toBeNull();
    expect(headingKey('wizard', RefillStep.payment)).toBe('headings.payment');
    expect(headingKey('wizard', RefillStep.view)).toBe('headings.review');
    expect(headingKey('confirmation', RefillStep.review)).toBe('confirmation.heading');
    expect(headingKey('no-medications', RefillStep.medications)).toBe('medications.noneHeading');
    expect(headingKey('notice', RefillStep.medications)).toBe('activeOrder.heading');
    expect(headingKey('view', RefillStep.view)).toBe('view.heading');
  });
});

describe('backFrom', () => {
  it('leaves the view, the wizard step, or else the first step', () => {
    expect(backFrom('view', RefillStep.view, false)).toBe(RefillStep.view);
    expect(backFrom('wizard', RefillStep.payment, false)).toBe(RefillStep.payment);
    expect(backFrom('notice', RefillStep.payment, false)).toBe(RefillStep.medications);
    expect(backFrom('no-medications', RefillStep.review, true)).toBe(RefillStep.deliveryDate);
  });
});

describe('isStaleDraft', () => {
  it('drops choices only under the notice or the view', () => {
    const chosen = { ...emptyDraft(), selectedRx: ['RX1'] };
    expect(isStaleDraft('notice', chosen)).toBe(true);
    expect(isStaleDraft('view', chosen)).toBe(true);
    expect(isStaleDraft('wizard', chosen)).toBe(false);
    expect(isStaleDraft('notice', emptyDraft())).toBe(false);
  });
});
