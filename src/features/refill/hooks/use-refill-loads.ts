import { useEffect, useMemo, useState } from 'react';
import type { Prescription } from '../../../domain/medication/prescription.schema';
import type { RefillUpdate } from '../../../domain/refill/refill';
import type { SessionIdentity } from '../../../domain/account/session-identity.schema';
import type { ShippingHolidayLists } from '../../../domain/refill/shipping-holiday.schema';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { addressListQuery } from '../../../core/address/api/address-list';
import { deliveryWindow } from '../../../domain/refill/delivery-dates';
import { DEFAULT_PHARMACY_TIME_ZONE } from '../../../domain/company/pharmacy-time-zone';
import type { RefillDraft } from '../model/draft';
import { dateHint } from '../model/date-hint';
import { hasActiveOrder, isRefrigeratedOrder, medicationEarliestDates, medicationsInOrder, notYetDue, splitRefillMedications } from '../model/medications';
import type { StepContext } from '../model/wizard';
import { refillMedicationsQuery } from '../api/medications';
import { brandInfoQuery, serverLocale } from '../api/brand-info';
import { shippingHolidaysQuery } from '../api/shipping-holidays';
import { deliveryAddresses } from '../model/addresses';

/** Spec 02 §4: the loading overlay goes 600 ms after the medication list arrives. */
export const OVERLAY_SETTLE_MS = 600;
const NO_HOLIDAYS: ShippingHolidayLists = { ref: [], nonRef: [], forceAllowRef: [], forceAllowNonRef: [] };

/**
 * Part of useRefillWizard: what the wizard loads (medications, the pharmacy, shipping holidays, addresses) and what follows
 * from it and the draft: the chosen medications, the delivery window, the addresses to offer.
 */
export function useRefillLoads(identity: SessionIdentity, draft: RefillDraft, refillUpdate: RefillUpdate | null) {
  const client = useHttpClient();
  const uId = identity.u_ID;
  const meds = useQuery(refillMedicationsQuery(client, uId));
  const { i18n } = useTranslation();
  const pharmacy = useQuery({ ...brandInfoQuery(client, identity.companyId, identity.brandId, serverLocale(i18n.language)), placeholderData: keepPreviousData });
  const holidays = useQuery({ ...shippingHolidaysQuery(client, identity.companyId, serverLocale(i18n.language)), placeholderData: keepPreviousData });
  const addresses = useQuery(addressListQuery(client, uId));

  // The overlay covers the first load and leaves 600 ms after the list arrives.
  const [settled, setSettled] = useState(false);
  const loaded = meds.isSuccess || meds.isError;
  useEffect(() => {
    if (!loaded) return;
    const timer = setTimeout(() => setSettled(true), OVERLAY_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [loaded, meds.dataUpdatedAt]);

  const allMeds = useMemo(() => meds.data ?? [], [meds.data]);
  const { refillable, nonPortal } = useMemo(() => splitRefillMedications(allMeds), [allMeds]);
  const activeOrder = useMemo(() => hasActiveOrder(allMeds), [allMeds]);
  const inOrder = useMemo(() => medicationsInOrder(allMeds), [allMeds]);
  const selectedMeds = useMemo(
    () => draft.selectedRx.map((rx) => allMeds.find((med) => med.rxNumber === rx)).filter((med): med is Prescription => med !== undefined),
    [draft.selectedRx, allMeds],
  );
  const medicationNames = draft.selectedRx.map(
    (rx) =>
      allMeds.find((med) => med.rxNumber === rx)?.displayName ??
      refillUpdate?.request.prescriptions.find((entry) => entry.rxNumber === rx)?.displayName ??
      rx,
  );

  const [now] = useState(() => new Date());
  const refrigerated = isRefrigeratedOrder(selectedMeds);
  const rulesReady = !pharmacy.isPending && !holidays.isPending;
  const timeZone = pharmacy.data?.hours?.timezone || DEFAULT_PHARMACY_TIME_ZONE;
  const earliestDates = useMemo(() => medicationEarliestDates(selectedMeds), [selectedMeds]);
  const delivery = useMemo(
    () =>
      rulesReady
        ? deliveryWindow({ now, timeZone, refrigerated, holidays: holidays.data ?? NO_HOLIDAYS, medicationEarliest: earliestDates })
        : null,
    [rulesReady, now, timeZone, refrigerated, holidays.data, earliestDates],
  );

  const shipsFrom = useMemo(
    () => (rulesReady ? notYetDue(refillable, { now, timeZone, holidays: holidays.data ?? NO_HOLIDAYS }) : new Map<string, string>()),
    [rulesReady, refillable, now, timeZone, holidays.data],
  );
  const hint = delivery && dateHint(delivery, refrigerated, holidays.data ?? NO_HOLIDAYS);
  const heldBy = selectedMeds.flatMap((med) => {
    const date = shipsFrom.get(med.rxNumber);
    return date ? [{ name: med.displayName, date }] : [];
  });

  const shippingAddresses = useMemo(
    () => (addresses.isError ? [] : addresses.data && deliveryAddresses(addresses.data, draft.addrId)),
    [addresses.isError, addresses.data, draft.addrId],
  );
  const chosenAddress = addresses.data?.find((address) => address.addrId === draft.addrId);
  const context: StepContext = { addressCount: shippingAddresses?.length ?? 0, allowedDates: delivery?.allowed ?? [] };

  return {
    settled,
    loaded,
    medicationsFailed: meds.isError,
    allMeds,
    refillable,
    nonPortal,
    activeOrder,
    /** The medications of the orders in progress, named by the active-order notice. */
    inOrder,
    selectedMeds,
    medicationNames,
    pharmacy: pharmacy.data,
    refrigerated,
    rulesReady,
    delivery,
    hint,
    holidayNames: holidays.data?.names ?? {},
    shipsFrom,
    heldBy,
    addresses: addresses.data,
    addressesFailed: addresses.isError,
    shippingAddresses,
    chosenAddress,
    context,
  };
}

export type RefillLoads = ReturnType<typeof useRefillLoads>;
