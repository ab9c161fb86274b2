import { useStore } from 'zustand';
import { useTranslation } from 'react-i18next';
import type { RefillUpdate } from '../../domain/refill/refill';
import { registerNamespace } from '../../core/i18n/i18n';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import { RefillFlow } from './components/refill-flow';
import { refillDraftStore } from './state/draft-store';

registerNamespace('refill');
// The draft follows the session (sign-out, another patient) from the moment this code loads.
refillDraftStore();

export interface RefillWidgetProps {
  /** A stored request to edit and the step to open it at (route state `refillUpdate`). */
  refillUpdate?: RefillUpdate | null;
  /** Opened from the medication page: Back before the first step returns there instead of home. */
  fromMedication?: boolean;
}

const isRefillUpdate = (value: unknown): value is RefillUpdate =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RefillUpdate).request?.requestId === 'number' &&
  Array.isArray((value as RefillUpdate).request.prescriptions);

/** The refill wizard of spec 02 §2; needs a signed-in patient. */
export function RefillWidget({ refillUpdate, fromMedication }: RefillWidgetProps) {
  const identity = useRequireSession();
  // An edit opened from the read-only view of the active order, at its review.
  const editFromView = useStore(refillDraftStore(), (state) => state.editFromView);
  if (!identity) return <SignedOut />;
  const update = isRefillUpdate(refillUpdate) ? refillUpdate : editFromView;
  return (
    <RefillFlow
      key={`${identity.u_ID}:${update?.request.requestId ?? 'new'}`}
      identity={identity}
      refillUpdate={update}
      origin={fromMedication ? 'medication' : 'portal'}
    />
  );
}

function SignedOut() {
  const { t } = useTranslation('refill');
  return (
    <SignInRequired
      part="refill"
      titleId="rx-refill-signed-out"
      titlePart="title"
      title={t('title')}
      message={t('signedOut.body')}
      action={t('signedOut.action')}
    />
  );
}
