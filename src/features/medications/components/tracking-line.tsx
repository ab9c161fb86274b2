import { useTranslation } from 'react-i18next';
import { trackingLinkOf } from '../../../domain/medication/tracking-link';

export interface TrackingLineProps {
  prescription: { trackingNumber: string | null; trackingUrl: string | null; carrier: string | null; latestDateShipped: string | null };
  today: string;
  /** What shows without a tracking number (tracker: 'N/A'). */
  notAvailable?: string;
}

/** The carrier and the tracking link, linked only within 90 days of shipping (spec 02 §4 "Tracking link"). */
export function TrackingLine({ prescription, today, notAvailable }: TrackingLineProps) {
  const { t } = useTranslation('medications');
  const link = trackingLinkOf({ trackingNumber: prescription.trackingNumber, trackingUrl: prescription.trackingUrl, dateShipped: prescription.latestDateShipped }, today);
  if (link.kind === 'none') return <p part="tracking">{notAvailable ?? t('tracking.none')}</p>;
  return (
    <p part="tracking">
      {prescription.carrier && (
        <>
          {t('tracking.carrier')}: {prescription.carrier}
          <br />
        </>
      )}
      {link.kind === 'link' ? (
        <a href={link.url} target="_blank" rel="noopener noreferrer" part="tracking-link">
          {t('tracking.link', { number: link.number })}
        </a>
      ) : (
        <span part="tracking-expired">{t('tracking.expired', { number: link.number })}</span>
      )}
    </p>
  );
}
