import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SessionIdentity } from '../../domain/account/session-identity.schema';
import { registerNamespace } from '../../core/i18n/i18n';
import { useSheet } from '../../core/theme/define-styles';
import { useEmit } from '../../core/context/element-context';
import { useHttpClient } from '../../core/hooks/use-http-client';
import { SignInRequired } from '../../core/session/sign-in-required';
import { useRequireSession } from '../../core/session/use-require-session';
import { Alert } from '../../core/ui/alert';
import { Button } from '../../core/ui/button';
import { Card } from '../../core/ui/card';
import { Spinner } from '../../core/ui/spinner';
import { counselingQuery, useMarkViewed } from './api/counseling';
import { addressWithoutEventId, eventIdOf } from './model/counseling-list';
import { CounselingList } from './components/counseling-list';
import { CounselingDetail } from './components/counseling-detail';
import { counselingStyles } from './components/counseling.styles';

registerNamespace('counseling');

export interface CounselingWidgetProps {
  /** Opens this item's detail (query `event_id`); an unknown one shows the list. */
  eventId?: string;
}

/** The counseling list and detail of spec 02 §2; needs a signed-in patient. */
export function CounselingWidget({ eventId }: CounselingWidgetProps) {
  const identity = useRequireSession();
  const { t } = useTranslation('counseling');
  if (!identity) {
    return <SignInRequired part="card" titleId="rx-counseling-signed-out" title={t('title')} message={t('signedOut.body')} action={t('signedOut.action')} />;
  }
  const requested = eventId ?? new URLSearchParams(globalThis.location?.search ?? '').get('event_id') ?? undefined;
  return <Counseling key={`${identity.u_ID}:${requested ?? ''}`} identity={identity} requestedId={eventIdOf(requested)} />;
}

function Counseling({ identity, requestedId }: { identity: SessionIdentity; requestedId: number | null }) {
  const { t } = useTranslation('counseling');
  const styles = useSheet(counselingStyles);
  const emit = useEmit();
  const client = useHttpClient();
  const uId = identity.u_ID;
  const list = useQuery(counselingQuery(client, uId));
  const markViewed = useMarkViewed(uId);
  const [openId, setOpenId] = useState<number | null>(requestedId);
  const marked = useRef(new Set<number>());
  const heading = useRef<HTMLHeadingElement>(null);
  const events = list.data;
  const open = openId === null ? undefined : events?.find((event) => event.eventId === openId);

  // A requested item that does not exist (or is not this patient's) goes back to the list, and
  // its event_id leaves the address bar (spec 02 §8: event not found returns to the previous screen).
  useEffect(() => {
    if (openId === null || !events || open) return;
    setOpenId(null);
    const address = globalThis.location ? addressWithoutEventId(globalThis.location.href) : null;
    if (address !== null) history.replaceState(history.state, '', address);
  }, [openId, events, open]);

  // Opening an item still to review marks it viewed, then the list is fetched again.
  useEffect(() => {
    if (!open || open.completed === 1 || marked.current.has(open.eventId)) return;
    marked.current.add(open.eventId);
    markViewed.mutate(open.eventId);
  }, [open, markViewed]);

  const switchTo = (id: number | null) => {
    setOpenId(id);
    queueMicrotask(() => heading.current?.focus());
  };

  const back = () => (open ? switchTo(null) : emit('rx-navigate', { path: '/home' }));

  return (
    <Card part="card" labelledBy="rx-counseling-title">
      <div className={styles.header}>
        <Button variant="text" part="button back-button" onClick={back}>
          <span aria-hidden="true">←</span> {open ? t('backToList') : t('backHome')}
        </Button>
      </div>
      <h2 id="rx-counseling-title" ref={heading} tabIndex={-1} part="title">
        {open ? open.counselingName : t('title')}
      </h2>
      {list.isPending && <Spinner label={t('loading')} />}
      {list.isError && (
        <Alert tone="error">
          <p>{t('loadFailed')}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      {events && (open ? <CounselingDetail event={open} /> : <CounselingList events={events} onOpen={switchTo} />)}
    </Card>
  );
}
