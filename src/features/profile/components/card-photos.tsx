import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSheet } from '../../../core/theme/define-styles';
import { loadCardPhoto, type CardSide } from '../state/card-photos';
import { useDataUrl } from '../hooks/use-data-url';
import { profileStyles } from './profile-styles';

/** The card photos kept in this browser for one insurance. */
export function CardPhotos({ uId, insuranceId }: { uId: number; insuranceId: number }) {
  const [photos, setPhotos] = useState<Record<CardSide, Blob | null>>({ front: null, back: null });
  useEffect(() => {
    let alive = true;
    void Promise.all([loadCardPhoto(uId, insuranceId, 'front'), loadCardPhoto(uId, insuranceId, 'back')])
      .then(([front, back]) => alive && setPhotos({ front, back }))
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, [uId, insuranceId]);
  return (
    <div part="card-photos">
      <CardPhotoView side="front" photo={photos.front} />
      <CardPhotoView side="back" photo={photos.back} />
    </div>
  );
}

function CardPhotoView({ side, photo }: { side: CardSide; photo: Blob | null }) {
  const { t } = useTranslation('profile');
  const { muted, photo: photoClass } = useSheet(profileStyles);
  const url = useDataUrl(photo);
  const sideLabel = t(`insurance.photo.${side}`);
  return url ? (
    <img className={photoClass} src={url} alt={t('insurance.photo.alt', { side: sideLabel })} />
  ) : (
    <p className={muted}>{t('insurance.photo.noneSide', { side: sideLabel })}</p>
  );
}
