import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../core/api/api-error';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { Checkbox } from '../../../core/ui/checkbox';
import { Dialog } from '../../../core/ui/dialog';
import { TextField } from '../../../core/ui/text-field';
import type { OptOutReason } from '../../../domain/medication/opt-out.schema';
import { medicationsKey, optOut } from '../api/medications-api';

const REASONS: readonly OptOutReason[] = ['financial', 'insurance', 'sideEffects', 'pregnancy', 'other'];

type Step = 'closed' | 'question' | 'confirm' | 'reasons';
export type OptOutResult = 'success' | 'activeOrderError' | 'rxOptOut';

/** Spec 02 §8: a refusal naming an 'active order' is the scheduled-delivery error; anything else is rxOptOut. */
export const optOutResultOf = (error: unknown): OptOutResult => (error instanceof ApiError && /active order/i.test(error.reason) ? 'activeOrderError' : 'rxOptOut');

export interface OptOutProps {
  uId: number;
  rxNumber: string;
  medication: string;
  /** Whether the prescription may still be opted out of (the result alert stays after it is not). */
  available: boolean;
  onDone?: (result: OptOutResult) => void;
}

/**
 * Spec 02 §4 "Prescription opt-out": question, confirmation, reasons (other needs text), then
 * the result alert; closing that alert resets the form.
 */
export function OptOut({ uId, rxNumber, medication, available, onDone }: OptOutProps) {
  const { t } = useTranslation('medications');
  const client = useHttpClient();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>('closed');
  const [reasons, setReasons] = useState<OptOutReason[]>([]);
  const [other, setOther] = useState('');
  const [invalid, setInvalid] = useState<'reasonRequired' | 'otherRequired' | null>(null);
  const [result, setResult] = useState<OptOutResult | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const mutation = useMutation({
    mutationFn: () => optOut(client, { u_id: uId, rxNumber, reasons, otherReason: reasons.includes('other') ? other.trim() : null }),
    onSuccess: () => finish('success'),
    onError: (error) => finish(optOutResultOf(error)),
  });

  function finish(outcome: OptOutResult) {
    setStep('closed');
    setResult(outcome);
    onDone?.(outcome);
    if (outcome === 'success') void queryClient.invalidateQueries({ queryKey: medicationsKey(uId) });
  }
  function reset() {
    setResult(null);
    setReasons([]);
    setOther('');
    setInvalid(null);
    mutation.reset();
    opener.current?.focus();
  }
  function submit() {
    if (reasons.length === 0) return setInvalid('reasonRequired');
    if (reasons.includes('other') && !other.trim()) return setInvalid('otherRequired');
    setInvalid(null);
    mutation.mutate();
  }
  const close = () => setStep('closed');
  if (!result && !available) return null;

  return (
    <div part="opt-out">
      {result ? (
        <Alert tone={result === 'success' ? 'success' : 'error'} onDismiss={reset} dismissLabel={t('alerts.dismiss')}>
          <span part={`opt-out-result opt-out-${result}`}>{t(`optOut.${result}`)}</span>
        </Alert>
      ) : (
        <Button ref={opener} variant="secondary" part="button opt-out-button" onClick={() => setStep('question')}>
          {t('optOut.open')}
        </Button>
      )}
      <Dialog
        open={step === 'question' || step === 'confirm'}
        onClose={close}
        role="alertdialog"
        size="small"
        title={t('optOut.title', { medication })}
        description={step === 'question' ? t('optOut.question') : t('optOut.confirm')}
        closeLabel={t('optOut.cancel')}
        footer={
          step === 'question' ? (
            <>
              <Button variant="secondary" onClick={close}>
                {t('optOut.no')}
              </Button>
              <Button onClick={() => setStep('confirm')}>{t('optOut.yes')}</Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={close}>
                {t('optOut.cancel')}
              </Button>
              <Button variant="danger" onClick={() => setStep('reasons')}>
                {t('optOut.continue')}
              </Button>
            </>
          )
        }
      />
      <Dialog
        open={step === 'reasons'}
        onClose={close}
        size="small"
        title={t('optOut.title', { medication })}
        closeLabel={t('optOut.cancel')}
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              {t('optOut.cancel')}
            </Button>
            <Button variant="danger" onClick={submit} busy={mutation.isPending} busyLabel={t('optOut.submitting')}>
              {t('optOut.submit')}
            </Button>
          </>
        }
      >
        <fieldset part="opt-out-reasons">
          <legend>{t('optOut.reasonsLegend')}</legend>
          {REASONS.map((reason) => (
            <Checkbox
              key={reason}
              name="reason"
              value={reason}
              label={t(`optOut.reasons.${reason}`)}
              checked={reasons.includes(reason)}
              onChange={(checked) => setReasons((list) => (checked ? [...list, reason] : list.filter((item) => item !== reason)))}
            />
          ))}
        </fieldset>
        {reasons.includes('other') && <TextField label={t('optOut.otherLabel')} value={other} onValueChange={setOther} maxLength={500} required />}
        {invalid && <Alert tone="error">{t(`optOut.${invalid}`)}</Alert>}
      </Dialog>
    </div>
  );
}
