import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyVariant } from '../../../domain/company/company-module.schema';
import { css, defineStyles, useSheet } from '../../theme/define-styles';
import { Checkbox } from '../../ui/checkbox';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';
import { ADDRESS_NAMESPACE } from '../address-i18n';
import { ADDRESS_MAX_LENGTH } from '../../../domain/patient/address';
import type { AddressFormField, AddressFormValues } from '../model/address-form';
import { ADDRESS_TYPE_KEYS, addressTypeChoices, isAddressType } from '../model/address-types';
import { US_STATES } from '../model/us-states';

const styles = defineStyles({
  grid: css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(10em, 1fr));
    column-gap: calc(var(--rx-space) * 2);
  `,
  fieldset: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: 0;
    border: 0;
    & > legend {
      padding: 0;
      margin: 0 0 4px;
      font-weight: 600;
    }
  `,
});

/** The controls of the address form, so the form can move focus to any of them. */
export interface AddressFieldRefs {
  street: RefObject<HTMLInputElement | null>;
  street2: RefObject<HTMLInputElement | null>;
  city: RefObject<HTMLInputElement | null>;
  state: RefObject<HTMLSelectElement | null>;
  zip: RefObject<HTMLInputElement | null>;
  addressType: RefObject<HTMLSelectElement | null>;
}

export interface AddressFieldsProps {
  values: AddressFormValues;
  variant: CompanyVariant;
  refs: AddressFieldRefs;
  /** The message shown under a field (and linked with aria-describedby), if any. */
  messageOf(field: AddressFormField): string | undefined;
  onChange(patch: Partial<AddressFormValues>): void;
  autoFocus?: boolean;
}

/**
 * Street, second line, city, state, ZIP, and (except in the home-only variant, which keeps one
 * Home address) the address type and the primary/shipping/billing flags.
 */
export function AddressFields({ values, variant, refs, messageOf, onChange, autoFocus }: AddressFieldsProps) {
  const { t } = useTranslation(ADDRESS_NAMESPACE);
  const { grid, fieldset } = useSheet(styles);
  const stateOptions = US_STATES.map((state) => ({ value: state.code, label: t(`states.${state.code}`, { defaultValue: state.name }) }));
  const typeOptions = addressTypeChoices(variant).map((type) => ({ value: type, label: t(`types.${ADDRESS_TYPE_KEYS[type]}`) }));

  return (
    <>
      <TextField
        ref={refs.street}
        name="street"
        autoFocus={autoFocus}
        label={t('fields.street')}
        autoComplete="address-line1"
        required
        maxLength={ADDRESS_MAX_LENGTH.street}
        value={values.street}
        error={messageOf('street')}
        onValueChange={(street) => onChange({ street })}
      />
      <TextField
        ref={refs.street2}
        name="street2"
        label={t('fields.street2')}
        hint={t('hints.street2')}
        autoComplete="address-line2"
        maxLength={ADDRESS_MAX_LENGTH.street2}
        value={values.street2}
        error={messageOf('street2')}
        onValueChange={(street2) => onChange({ street2 })}
      />
      <div className={grid}>
        <TextField
          ref={refs.city}
          name="city"
          label={t('fields.city')}
          autoComplete="address-level2"
          required
          maxLength={ADDRESS_MAX_LENGTH.city}
          value={values.city}
          error={messageOf('city')}
          onValueChange={(city) => onChange({ city })}
        />
        <Select
          ref={refs.state}
          name="state"
          label={t('fields.state')}
          autoComplete="address-level1"
          required
          placeholder={t('statePlaceholder')}
          options={stateOptions}
          value={values.state}
          error={messageOf('state')}
          onChange={(state) => onChange({ state })}
        />
        <TextField
          ref={refs.zip}
          name="zip"
          label={t('fields.zip')}
          hint={t('hints.zip')}
          autoComplete="postal-code"
          required
          maxLength={10}
          value={values.zip}
          error={messageOf('zip')}
          onValueChange={(zip) => onChange({ zip })}
        />
      </div>
      {variant !== 'home-only' && (
        <>
          <Select
            ref={refs.addressType}
            name="addressType"
            label={t('fields.addressType')}
            required
            options={typeOptions}
            value={values.addressType}
            error={messageOf('addressType')}
            onChange={(addressType) => {
              if (isAddressType(addressType)) onChange({ addressType });
            }}
          />
          <fieldset className={fieldset}>
            <legend>{t('fields.flags')}</legend>
            <Checkbox label={t('fields.isPrimary')} checked={values.isPrimary} onChange={(isPrimary) => onChange({ isPrimary })} />
            <Checkbox label={t('fields.isShipping')} checked={values.isShipping} onChange={(isShipping) => onChange({ isShipping })} />
            <Checkbox label={t('fields.isBilling')} checked={values.isBilling} onChange={(isBilling) => onChange({ isBilling })} />
          </fieldset>
        </>
      )}
    </>
  );
}
