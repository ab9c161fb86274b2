import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerifiedAddress } from '../../../domain/patient/address.schema';
import { css, defineStyles, useSheet } from '../../theme/define-styles';
import { Button } from '../../ui/button';
import { ADDRESS_NAMESPACE } from '../address-i18n';
import type { AddressFormValues } from '../model/address-form';
import { formatAddressLine } from '../model/format-address';

const styles = defineStyles({
  panel: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: calc(var(--rx-space) * 2);
    border: 2px solid var(--rx-color-primary);
    border-radius: var(--rx-radius);
    & h3 {
      margin: 0 0 var(--rx-space);
      font-size: 1.1em;
    }
    & p {
      margin: 0 0 var(--rx-space);
    }
    & dl {
      margin: 0 0 calc(var(--rx-space) * 2);
    }
    & dt {
      font-weight: 600;
    }
    & dd {
      margin: 0 0 var(--rx-space);
    }
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: var(--rx-space);
  `,
});

export interface VerifiedAddressSuggestionProps {
  entered: AddressFormValues;
  verified: VerifiedAddress;
  onUse(): void;
  onKeepEditing(): void;
  /** The panel takes focus when it appears (it is focusable by script only). */
  ref?: Ref<HTMLDivElement>;
}

/** The verified version of an address beside what was typed, with the choice to use it or keep editing. */
export function VerifiedAddressSuggestion({ entered, verified, onUse, onKeepEditing, ref }: VerifiedAddressSuggestionProps) {
  const { t } = useTranslation(ADDRESS_NAMESPACE);
  const { panel, actions } = useSheet(styles);
  const titleId = `${useId()}-title`;
  return (
    <div ref={ref} part="address-suggestion" role="group" aria-labelledby={titleId} tabIndex={-1} className={panel}>
      <h3 id={titleId}>{t('verify.suggestionTitle')}</h3>
      <p>{t('verify.suggestionIntro')}</p>
      <dl>
        <dt>{t('verify.entered')}</dt>
        <dd>{formatAddressLine(entered)}</dd>
        <dt>{t('verify.suggested')}</dt>
        <dd>{formatAddressLine(verified)}</dd>
      </dl>
      <div className={actions}>
        <Button onClick={onUse}>{t('verify.useSuggested')}</Button>
        <Button variant="secondary" onClick={onKeepEditing}>
          {t('verify.keepEditing')}
        </Button>
      </div>
    </div>
  );
}
