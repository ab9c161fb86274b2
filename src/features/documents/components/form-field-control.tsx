import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../core/ui/checkbox';
import { RadioGroup } from '../../../core/ui/radio-group';
import { Select } from '../../../core/ui/select';
import { TextField } from '../../../core/ui/text-field';
import type { FormField } from '../model/pdf-form';
import { SignaturePad } from './signature-pad';

/** The control of one PDF form field the signer fills: text, checkbox, radio group, dropdown or signature. */
export function FormFieldControl({ field, value, onChange, onSign }: { field: FormField; value: string; onChange: (value: string) => void; onSign: (png: Uint8Array | null) => void }) {
  const { t } = useTranslation('documents');
  const label = field.required ? `${field.label} (${t('required')})` : field.label;
  switch (field.kind) {
    case 'text':
      return <TextField label={label} value={value} required={field.required} maxLength={200} onValueChange={onChange} />;
    case 'checkbox':
      return <Checkbox label={label} checked={value === 'checked'} required={field.required} onChange={(checked) => onChange(checked ? 'checked' : '')} />;
    case 'radio':
      return <RadioGroup legend={label} required={field.required} value={value} onChange={onChange} options={field.options.map((option) => ({ value: option, label: option }))} />;
    case 'dropdown':
      return (
        <Select
          label={label}
          required={field.required}
          value={value}
          placeholder={t('choose')}
          onChange={(next) => onChange(next)}
          options={field.options.map((option) => ({ value: option, label: option }))}
        />
      );
    case 'signature':
      return <SignaturePad label={field.label} required={field.required} onChange={onSign} />;
  }
}
