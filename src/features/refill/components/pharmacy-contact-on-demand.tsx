import { Suspense } from 'react';
import { lazyComponent } from '../../../core/ui/lazy-component';
import type { PharmacyContactProps } from './pharmacy-contact';

// How to reach the pharmacy shows on the first step only beside medications refilled by phone, and
// only once the pharmacy is known: its code (with the opening-hours formatting) loads when it renders.
const PharmacyContact = lazyComponent(() => import('./pharmacy-contact').then((m) => m.PharmacyContact));

/** PharmacyContact, its code loaded on demand (nothing shows until it is in). */
export function PharmacyContactOnDemand(props: PharmacyContactProps) {
  return (
    <Suspense fallback={null}>
      <PharmacyContact {...props} />
    </Suspense>
  );
}
