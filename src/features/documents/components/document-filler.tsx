import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Alert } from '../../../core/ui/alert';
import { Button } from '../../../core/ui/button';
import { layoutStyles } from '../../../core/ui/layout.styles';
import { Spinner } from '../../../core/ui/spinner';
import { base64ToBytes, bytesToBase64 } from '../model/base64';
import { missingRequired, stepAfterOutcome, type FillStep, type SubmitOutcome } from '../model/fill-state';
import { DocumentViewer } from './document-viewer';
import { FormFieldControl } from './form-field-control';
import { useSignerFields } from '../hooks/use-signer-fields';

const styles = defineStyles({
  layout: css`
    display: grid;
    gap: calc(var(--rx-space) * 2);
    grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr);
    @media (max-width: 820px) {
      grid-template-columns: minmax(0, 1fr);
    }
  `,
  form: css`
    display: flex;
    flex-direction: column;
    gap: var(--rx-space);
  `,
});

export interface DocumentFillerProps {
  name: string;
  /** The PDF as stored, base64. */
  data: string;
  fileName: string;
  /** Whose fields are editable; null: view-only. */
  signerNum: number | null;
  /** The reason the document is view-only, when it is. */
  viewOnlyReason?: string;
  /** Sends the saved PDF (base64) and answers how it went. */
  onSubmit: (data: string) => Promise<SubmitOutcome>;
  /** Shown with the success message (spec 02 §8: patientSubmission). */
  submittedNote?: string;
}

/**
 * The viewer beside the signer's own fields: only fields carrying this signer's number are
 * editable; Save writes them (and the signature) into the PDF with pdf-lib, Submit sends the
 * saved PDF. pdf-lib is imported here, when an editable document opens.
 */
export function DocumentFiller({ name, data, fileName, signerNum, viewOnlyReason, onSubmit, submittedNote }: DocumentFillerProps) {
  const { t } = useTranslation('documents');
  const s = useSheet(styles);
  const layout = useSheet(layoutStyles);
  const [values, setValues] = useState<Record<string, string>>({});
  const [signatures, setSignatures] = useState<Record<string, Uint8Array>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [step, setStep] = useState<FillStep>('filling');
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const editable = signerNum !== null;
  // Each change counts: a Save still writing the PDF when a field changes does not mark it saved.
  const edits = useRef(0);
  // After Save, focus goes to Submit (the Save button it was on is disabled then); after a used
  // link, to the message (both buttons are disabled then).
  const submitButton = useRef<HTMLButtonElement>(null);
  const outcomeBox = useRef<HTMLDivElement>(null);
  const focusNext = useRef<'submit' | 'outcome' | null>(null);

  useEffect(() => {
    const target = focusNext.current === 'submit' ? submitButton.current : focusNext.current === 'outcome' ? outcomeBox.current : null;
    focusNext.current = null;
    target?.focus();
  }, [step]);

  const loaded = useSignerFields(data, signerNum, setValues);
  const fields = loaded && 'fields' in loaded ? loaded.fields : [];
  const signed = useMemo(() => new Set(Object.keys(signatures)), [signatures]);
  const missing = missingRequired(fields, values, signed);

  const closed = step === 'closed';
  const edited = () => {
    edits.current += 1;
    setSaved(null);
    setStep('filling');
    setOutcome(null);
  };
  const change = (field: string, value: string) => {
    if (closed) return;
    setValues((current) => ({ ...current, [field]: value }));
    edited();
  };
  const sign = (field: string, png: Uint8Array | null) => {
    if (closed) return;
    setSignatures(({ [field]: _old, ...rest }) => (png ? { ...rest, [field]: png } : rest));
    edited();
  };

  async function save() {
    const version = edits.current;
    try {
      const { applyValues, embedSignature, loadPdf, savePdf } = await import('../model/pdf-form');
      const document = await loadPdf(base64ToBytes(data));
      applyValues(document, signerNum!, values);
      for (const [field, png] of Object.entries(signatures)) await embedSignature(document, field, png);
      const pdf = bytesToBase64(await savePdf(document));
      if (version !== edits.current) return;
      setSaved(pdf);
      focusNext.current = 'submit';
      setStep('saved');
      setOutcome(null);
    } catch {
      setOutcome('invalidForm');
    }
  }

  async function submit() {
    if (!saved) return;
    setStep('submitting');
    const result = await onSubmit(saved);
    setOutcome(result);
    const after = stepAfterOutcome(result);
    if (after === 'closed') focusNext.current = 'outcome';
    setStep(after);
  }

  const viewer = <DocumentViewer data={saved ?? data} name={name} fileName={fileName} />;

  if (!editable) {
    return (
      <>
        {viewOnlyReason && <Alert tone="info">{viewOnlyReason}</Alert>}
        {viewer}
      </>
    );
  }

  return (
    <div className={s.layout}>
      <div>{viewer}</div>
      <div>
        {loaded === null && <Spinner label={t('loadingForm')} />}
        {loaded && 'failed' in loaded && <Alert tone="error">{t('invalidForm')}</Alert>}
        {step === 'submitted' ? (
          <Alert tone="success" title={t('formSubmitted')}>
            {submittedNote}
          </Alert>
        ) : (
          fields.length > 0 && (
            <form
              className={s.form}
              aria-label={t('formLabel', { name })}
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (step === 'saved') void submit();
                else if (step === 'filling' && missing.length === 0) void save();
              }}
            >
              <p>{t('fillIntro')}</p>
              {fields.map((field) => (
                <FormFieldControl key={field.name} field={field} value={values[field.name] ?? ''} onChange={(value) => change(field.name, value)} onSign={(png) => sign(field.name, png)} />
              ))}
              <p aria-live="polite">{closed ? '' : missing.length > 0 ? t('stillRequired', { count: missing.length }) : step === 'saved' ? t('savedReady') : t('readyToSave')}</p>
              {outcome && outcome !== 'formSubmitted' && (
                <div ref={outcomeBox} tabIndex={-1}>
                  <Alert tone="error">{t(outcome)}</Alert>
                </div>
              )}
              <div className={layout.actions}>
                <Button type="button" variant="secondary" disabled={missing.length > 0 || step !== 'filling'} onClick={() => void save()}>
                  {t('save')}
                </Button>
                <Button ref={submitButton} type="button" disabled={step !== 'saved'} busy={step === 'submitting'} busyLabel={t('submitting')} onClick={() => void submit()}>
                  {t('submit')}
                </Button>
              </div>
            </form>
          )
        )}
      </div>
    </div>
  );
}
