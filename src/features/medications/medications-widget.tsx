import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import type { Prescription } from '../../domain/medication/prescription.schema';
import { groupMedications, type MedicationGroup } from '../../domain/medication/medication-list';
import { MedicationView } from '../../domain/medication/medication-views';
import type { PrescriptionClass } from '../../domain/medication/statuses';
import type { RefillUpdate } from '../../domain/refill/refill';
import { registerNamespace } from '../../core/i18n/i18n';
import { useBrand, useEmit } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { useCompanyModules } from '../../core/hooks/use-company-modules';
import { hasModule } from '../../core/brand/modules';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import { useSession } from '../../core/session/use-session';
import { patientToday } from '../../core/session/patient-today';
import { Alert } from '../../core/ui/alert';
import { PageHeader } from '../../core/ui/page-header';
import { Card } from '../../core/ui/card';
import { LoadingOverlay } from '../../core/ui/loading-overlay';
import { fetchRefillRequest, medicationsQuery, rxStatusNamesQuery } from './api/medications-api';
import { back, initialHistory, nameClick, openScreen, statusClick, type Screen, type ViewHistory } from './model/views';
import { trackerWordingOf } from '../../domain/medication/tracker';
import { BillingView } from './components/billing-view';
import { MedicationTables } from './components/medication-tables';
import { PdfDownload } from './components/pdf-download';
import { PrescriptionView } from './components/prescription-view';

registerNamespace('medications');

type Notice = { kind: 'editFailed' };

/** Where the refill wizard is opened from the medication page: Back there returns here. */
const FROM_MEDICATION = { fromMedication: true } as const;

/** The medication screen of spec 02 §2; needs a signed-in patient. */
export function MedicationsWidget() {
  const identity = useRequireSession();
  const { t } = useTranslation('medications');
  if (!identity) return <SignInRequired titleId="rx-medications-signed-out" title={t('title')} message={t('signedOut.body')} action={t('signedOut.action')} />;
  return <Medications key={identity.u_ID} identity={identity} />;
}

const serverLocale = (language: string): 'en' | 'es' => (language.toLowerCase().startsWith('es') ? 'es' : 'en');

function Medications({ identity }: { identity: SessionIdentity }) {
  const { t, i18n } = useTranslation('medications');
  const client = useHttpClient();
  const emit = useEmit();
  const brand = useBrand();
  const modules = useCompanyModules();
  const uId = identity.u_ID;
  const meds = useQuery(medicationsQuery(client, uId));
  const names = useQuery(rxStatusNamesQuery(client, identity.companyId, serverLocale(i18n.language)));
  const [history, setHistory] = useState<ViewHistory>(initialHistory);
  // A notice about the last status click: the request to edit could not be loaded. It belongs to
  // the view it was given on: opening another view or going back removes it.
  const [notice, setNotice] = useState<Notice | null>(null);
  const [opening, setOpening] = useState(false);
  const user = useSession((state) => state.user);
  const today = patientToday(user, new Date());
  const tracker = hasModule(modules, 'WEB_MedicationTracker');
  const prescriptions = useMemo(() => meds.data ?? [], [meds.data]);
  const tables = useMemo(() => groupMedications(prescriptions, identity.companyId), [prescriptions, identity.companyId]);
  const statusName = (code: number) => names.data?.get(code) ?? t(`statusNames.${code}`, { defaultValue: String(code) });
  // Spec 02 §4 "Tracker mapping": a discontinued prescription reads 'Rx Discontinued' in its row and detail as in its tracker.
  const statusOf = (rx: Prescription) => (trackerWordingOf(rx) === 'rxDiscontinued' ? t('tracker.headers.rxDiscontinued') : statusName(rx.displayStatus));

  const open = (screen: Screen) => {
    setNotice(null);
    setHistory((current) => openScreen(current, screen));
  };
  function goBack() {
    setNotice(null);
    const previous = back(history);
    if (previous) setHistory(previous);
    else emit('rx-navigate', { path: '/home' });
  }

  async function editRequest(prescription: Prescription) {
    const requestId = prescription.latestRequestId ?? prescription.refills.reduce<number | null>((max, refill) => (max === null || refill.requestId > max ? refill.requestId : max), null);
    setNotice(null);
    setOpening(true);
    try {
      if (requestId === null) throw new Error('No request to edit');
      const request = await fetchRefillRequest(client, uId, requestId);
      const refillUpdate: RefillUpdate = { request, step: 5 };
      emit('rx-navigate', { path: '/refill', state: { ...FROM_MEDICATION, refillUpdate } });
    } catch {
      // Spec 02 §2: on failure the edit-request view returns to the list.
      setHistory(initialHistory);
      setNotice({ kind: 'editFailed' });
    } finally {
      setOpening(false);
    }
  }

  function onStatus(table: PrescriptionClass, prescription: Prescription) {
    const click = statusClick(table, prescription);
    if (click.kind === 'screen') open(click.screen);
    // Spec 02 §2: always the wizard; while an order is in progress the refill page itself shows
    // the active-order notice (and why no new delivery can be scheduled) instead of its steps.
    else if (click.kind === 'schedule-delivery') emit('rx-navigate', { path: '/refill', state: { ...FROM_MEDICATION } });
    else if (click.kind === 'edit-request') void editRequest(prescription);
  }
  const onName = (table: PrescriptionClass, group: MedicationGroup<Prescription>) => open(nameClick(table, group.prescriptions.map((rx) => rx.gId)));

  const screen = history.current;
  const single = (list: readonly Prescription[], kind: 'active' | 'inactive' | 'vector') =>
    list.map((rx) => (
      <PrescriptionView
        key={rx.gId}
        prescription={rx}
        kind={kind}
        uId={uId}
        tracker={tracker}
        statusName={statusOf(rx)}
        supportPhone={rx.pharmacyPhone}
        today={today}
        onBilling={() => open({ mode: MedicationView.BILLING, gId: rx.gId })}
      />
    ));
  const byGId = (gId: number) => prescriptions.filter((rx) => rx.gId === gId);
  const byGIds = (gIds: readonly number[]) => prescriptions.filter((rx) => gIds.includes(rx.gId));
  const viewTitle: Record<Screen['mode'], string | null> = {
    [MedicationView.ALL]: null,
    [MedicationView.SINGLE_ACTIVE_RX]: t('views.activeRx'),
    [MedicationView.SINGLE_VECTOR_RX]: t('views.vectorRx'),
    [MedicationView.SINGLE_ACTIVE_MEDICATION]: t('views.activeMedication'),
    [MedicationView.SINGLE_INACTIVE_MEDICATION]: t('views.inactiveMedication'),
    [MedicationView.BILLING]: t('views.billing'),
  };
  const billingRx = screen.mode === MedicationView.BILLING ? byGId(screen.gId)[0] : undefined;

  return (
    <Card part="medications" labelledBy="rx-medications-title">
      <PageHeader titleId="rx-medications-title" title={t('title')} backLabel={t('back')} onBack={goBack} />
      <LoadingOverlay loading={meds.isPending || opening} label={t('loading')}>
        {meds.isError && <Alert tone="error">{t('loadError')}</Alert>}
        {notice?.kind === 'editFailed' && (
          <Alert tone="error" onDismiss={() => setNotice(null)} dismissLabel={t('alerts.dismiss')}>
            <span part="edit-failed">{t('alerts.editFailed')}</span>
          </Alert>
        )}
        {viewTitle[screen.mode] && (
          <p part="view-title" data-view={screen.mode}>
            <strong>{viewTitle[screen.mode]}</strong>
          </p>
        )}
        {meds.isSuccess && screen.mode === MedicationView.ALL && (
          <>
            <MedicationTables tables={tables} statusName={statusOf} onName={onName} onStatus={onStatus} />
            <PdfDownload prescriptions={prescriptions} brandName={identity.companyName ?? brand.name} today={today} />
          </>
        )}
        {screen.mode === MedicationView.SINGLE_ACTIVE_RX && single(byGId(screen.gId), 'active')}
        {screen.mode === MedicationView.SINGLE_VECTOR_RX && single(byGId(screen.gId), 'vector')}
        {screen.mode === MedicationView.SINGLE_ACTIVE_MEDICATION && single(byGIds(screen.gIds), 'active')}
        {screen.mode === MedicationView.SINGLE_INACTIVE_MEDICATION && single(byGIds(screen.gIds), 'inactive')}
        {billingRx && (
          <section aria-labelledby="rx-billing-heading">
            <h3 id="rx-billing-heading">{t('billing.heading', { medication: billingRx.displayName })}</h3>
            <BillingView uId={uId} rxNumber={billingRx.rxNumber} />
          </section>
        )}
      </LoadingOverlay>
    </Card>
  );
}
