import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import {
  back,
  canConfirm,
  careGroupsChoice,
  choose,
  chosenOnStep,
  edit,
  groupCareProgramItems,
  isReviewStep,
  next,
  startWalk,
  type CareProgramWalk,
} from '../../domain/patient/care-program-walk';
import { useEmit } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { registerNamespace } from '../../core/i18n/i18n';
import { sessionStore } from '../../core/session/session-store';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Card } from '../../core/ui/card';
import { Spinner } from '../../core/ui/spinner';
import { setGroupsMapped, useCareGroupMapping, useSaveCareGroups } from './api/care-groups';
import { DrugStep } from './components/drug-step';
import { ReviewStep } from './components/review-step';

registerNamespace('care-programs');

/** Spec 02 §9: the care-program navigation delay after a save. */
export const CARE_PROGRAMS_NAVIGATION_MS = 2000;

export type CareProgramsWidgetProps = Record<string, never>;

/** The care programs page of spec 02 §2: each drug in turn mapped to a disease, then Confirm. */
export function CareProgramsWidget() {
  const identity = useRequireSession();
  const { t } = useTranslation('care-programs');
  if (!identity) return <SignInRequired titleId="rx-care-programs-title" title={t('title')} message={t('signedOut')} action={t('goToLogin')} />;
  return <CarePrograms key={identity.u_ID} identity={identity} />;
}

function rememberGroupsMapped(value: 2 | 3) {
  const store = sessionStore().getState();
  if (store.user) store.setUser({ ...store.user, groupsMapped: value });
}

function CarePrograms({ identity }: { identity: SessionIdentity }) {
  const { t } = useTranslation('care-programs');
  const emit = useEmit();
  const client = useHttpClient();
  const uId = identity.u_ID;
  const mapping = useCareGroupMapping(uId);
  const save = useSaveCareGroups(uId);
  const items = useMemo(() => groupCareProgramItems(mapping.data ?? []), [mapping.data]);
  const [walk, setWalk] = useState(startWalk);
  const [moved, setMoved] = useState(false);
  const move = (step: (current: CareProgramWalk) => CareProgramWalk) => {
    setMoved(true);
    setWalk(step);
  };
  const nothingToMap = mapping.isSuccess && items.length === 0;
  const saved = save.isSuccess;
  const [noneRecorded, setNoneRecorded] = useState(false);

  useEffect(() => {
    // Spec 01 §7: no group mappings (404) sets groups_mapped to 3, so the routing stops sending here.
    if (!nothingToMap) return;
    let current = true;
    setGroupsMapped(client, uId, 3).then(
      () => {
        rememberGroupsMapped(3);
        if (current) setNoneRecorded(true);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [nothingToMap, client, uId]);

  useEffect(() => {
    // Spec 01 §8 ('No group mappings.' continues the navigation) and 02 §9 (care-program
    // navigation delay 2 s): once recorded, the patient goes on without a click.
    if (!saved && !noneRecorded) return;
    const timer = setTimeout(() => emit('rx-navigate', { path: '/home', replace: true }), CARE_PROGRAMS_NAVIGATION_MS);
    return () => clearTimeout(timer);
  }, [saved, noneRecorded, emit]);

  const onConfirm = () => {
    if (!canConfirm(walk, items) || save.isPending || saved) return;
    save.mutate(careGroupsChoice(walk, items), {
      onSuccess: ({ gIds }) => {
        rememberGroupsMapped(2);
        emit('rx-care-groups-saved', { gIds });
      },
    });
  };

  const item = items[walk.step];
  return (
    <Card part="card" labelledBy="rx-care-programs-title">
      <h2 id="rx-care-programs-title" part="title">
        {t('title')}
      </h2>
      {mapping.isPending && <Spinner label={t('loading')} />}
      {mapping.isError && (
        <Alert tone="error">
          {t('loadFailed')}{' '}
          <Button variant="text" onClick={() => void mapping.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {nothingToMap && (
        <>
          <Alert tone="info">{t('nothingToMap')}</Alert>
          <Button variant="secondary" part="button home-button" onClick={() => emit('rx-navigate', { path: '/home', replace: true })}>
            {t('goHome')}
          </Button>
        </>
      )}
      {items.length > 0 && <p part="intro">{t('intro')}</p>}
      {items.length > 0 && item && !isReviewStep(walk, items) && (
        <DrugStep
          item={item}
          position={walk.step + 1}
          total={items.length}
          chosen={chosenOnStep(walk, items)}
          editing={walk.editing}
          onChoose={(diseaseId) => setWalk((current) => choose(current, items, diseaseId))}
          moved={moved}
          onNext={() => move((current) => next(current, items))}
          onBack={() => move((current) => back(current))}
        />
      )}
      {items.length > 0 && isReviewStep(walk, items) && (
        <ReviewStep
          items={items}
          walk={walk}
          busy={save.isPending}
          locked={saved}
          moved={moved}
          onEdit={(gpiGroup) => {
            save.reset();
            move((current) => edit(current, items, gpiGroup));
          }}
          onConfirm={onConfirm}
        />
      )}
      <div aria-live="polite" part="status">
        {saved && <Alert tone="success">{t('confirmGroups')}</Alert>}
      </div>
      {save.isError && (
        <Alert tone="error" onDismiss={() => save.reset()} dismissLabel={t('common:actions.dismiss')}>
          {t('navigationFailed')}
        </Alert>
      )}
    </Card>
  );
}
