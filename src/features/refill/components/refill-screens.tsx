import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../core/ui/lazy-component';
import { Spinner } from '../../../core/ui/spinner';
import type { Address } from '../../../domain/patient/address.schema';
import type { BrandInfo } from '../../../domain/company/brand-info.schema';
import type { RefillRequestRecord } from '../../../domain/refill/refill.schema';
import type { RefillScreen } from '../model/screen';
import { PharmacyContactOnDemand } from './pharmacy-contact-on-demand';
import type { SubmittedRefill } from '../model/refill-machine';

// An order in progress, viewed: it shares its summary with the review step, loaded on demand too.
const OrderView = lazyComponent(() => import('./order-view').then((m) => m.OrderView));
// The notice in place of the wizard while an order is in progress: only some patients see it.
const ActiveOrderNotice = lazyComponent(() => import('./active-order-notice').then((m) => m.ActiveOrderNotice));
// The accepted order's message, after sending: no part of the first step (preloaded with the dialogs).
export const Confirmation = lazyComponent(() => import('./confirmation').then((m) => m.Confirmation));

interface PharmacyNoticeProps {
  part: string;
  message: string;
  pharmacy: BrandInfo | null | undefined;
  withHours: boolean;
}

/** A message in place of the wizard, with how to reach the pharmacy. */
function PharmacyNotice({ part, message, pharmacy, withHours }: PharmacyNoticeProps) {
  return (
    <div part={part}>
      <p>{message}</p>
      <PharmacyContactOnDemand pharmacy={pharmacy} withHours={withHours} />
    </div>
  );
}

export interface ScreenBodyProps {
  screen: Exclude<RefillScreen, 'wizard'>;
  submitted: SubmittedRefill | null;
  pharmacy: BrandInfo | null | undefined;
  uId: number;
  addresses: readonly Address[] | undefined;
  /** The medications of the orders in progress (the notice says they keep a new delivery from being scheduled). */
  inOrder: readonly string[];
  /** The read-only view's Edit. */
  onEdit?(request: RefillRequestRecord): void;
}

/** What a screen that replaces the wizard shows; nothing while loading. */
export function ScreenBody({ screen, submitted, pharmacy, uId, addresses, inOrder, onEdit }: ScreenBodyProps) {
  const { t } = useTranslation('refill');
  switch (screen) {
    case 'confirmation':
      return (
        submitted && (
          <Suspense fallback={null}>
            <Confirmation submitted={submitted} />
          </Suspense>
        )
      );
    case 'no-medications':
      return <PharmacyNotice part="no-medications" message={t('medications.none')} pharmacy={pharmacy} withHours />;
    case 'notice':
      return (
        <Suspense fallback={<Spinner label={t('common:status.loading')} />}>
          <ActiveOrderNotice uId={uId} pharmacy={pharmacy} inOrder={inOrder} />
        </Suspense>
      );
    case 'view':
      return (
        <Suspense fallback={<Spinner label={t('common:status.loading')} />}>
          <OrderView uId={uId} addresses={addresses} onEdit={onEdit} />
        </Suspense>
      );
    default:
      return null;
  }
}
