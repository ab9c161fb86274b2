import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import type { CardSide } from '../state/card-photos';
import { useDataUrl } from '../hooks/use-data-url';

const styles = defineStyles({
  box: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: var(--rx-space);
    border: 1px dashed var(--rx-color-border);
    border-radius: var(--rx-radius);
  `,
  preview: css`
    display: block;
    max-width: 100%;
    max-height: 12em;
    margin: var(--rx-space) 0;
    border-radius: var(--rx-radius);
  `,
  hidden: css`
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  `,
});

export interface CardPhotoFieldProps {
  side: CardSide;
  photo: Blob | null;
  onChange(photo: Blob | null): void;
}

/**
 * One side of the insurance card: taken with the camera (the `capture` input opens it on phones)
 * or chosen from the files. The picture stays in this browser.
 */
export function CardPhotoField({ side, photo, onChange }: CardPhotoFieldProps) {
  const { t } = useTranslation('profile');
  const { box, preview, hidden } = useSheet(styles);
  const url = useDataUrl(photo);
  const camera = useRef<HTMLInputElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const id = useId();
  const sideLabel = t(`insurance.photo.${side}`);
  const picked = (input: HTMLInputElement | null) => {
    const chosen = input?.files?.[0];
    if (chosen && chosen.type.startsWith('image/')) onChange(chosen);
    if (input) input.value = '';
  };
  return (
    <div className={box} part="card-photo" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`}>
        <strong>{sideLabel}</strong>
      </p>
      {url ? <img className={preview} src={url} alt={t('insurance.photo.alt', { side: sideLabel })} /> : <p>{t('insurance.photo.none')}</p>}
      <input ref={camera} className={hidden} type="file" accept="image/*" capture="environment" tabIndex={-1} aria-hidden="true" onChange={(e) => picked(e.currentTarget)} />
      <input
        ref={file}
        className={hidden}
        type="file"
        accept="image/*"
        tabIndex={-1}
        aria-hidden="true"
        data-side={side}
        onChange={(e) => picked(e.currentTarget)}
      />
      <Button variant="secondary" onClick={() => camera.current?.click()}>
        {t('insurance.photo.camera', { side: sideLabel })}
      </Button>{' '}
      <Button variant="secondary" onClick={() => file.current?.click()}>
        {t('insurance.photo.file', { side: sideLabel })}
      </Button>{' '}
      {photo && (
        <Button variant="text" onClick={() => onChange(null)}>
          {t('insurance.photo.remove', { side: sideLabel })}
        </Button>
      )}
    </div>
  );
}
