import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHttpClient } from '../../../core/hooks/use-http-client';
import { css, defineStyles, useSheet } from '../../../core/theme/define-styles';
import { Button } from '../../../core/ui/button';
import { TextField } from '../../../core/ui/text-field';
import { BRAND_SEARCH_MIN_CHARS, NDC_SEARCH_MIN_DIGITS, NO_MATCHES_AFTER_MS, formatNdc, ndcInput, type NdcError } from '../../../domain/survey/ndc';
import type { DrugDirectoryMedication } from '../../../domain/survey/survey.schema';
import { searchByBrandName, searchByNdc, type DrugSearchResult } from '../api/drug-search';

const styles = defineStyles({
  box: css`
    margin: 0 0 calc(var(--rx-space) * 2);
    padding: calc(var(--rx-space) * 1.5);
    border: 1px solid var(--rx-color-border);
    border-radius: var(--rx-radius);
  `,
  title: css`
    margin: 0 0 var(--rx-space);
    font-size: 1em;
  `,
  fields: css`
    display: grid;
    gap: var(--rx-space);
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
    align-items: end;
  `,
  list: css`
    list-style: none;
    margin: var(--rx-space) 0 0;
    padding: 0;
    display: grid;
    gap: calc(var(--rx-space) / 2);
  `,
  status: css`
    margin: var(--rx-space) 0 0;
  `,
  error: css`
    margin: var(--rx-space) 0 0;
    color: var(--rx-color-danger);
  `,
});

type LookupStatus = { kind: 'idle' } | { kind: 'searching' } | { kind: 'results'; medications: DrugDirectoryMedication[] } | { kind: 'none' } | { kind: 'error'; error: NdcError | 'failed' };

export interface DrugLookupProps {
  onPick: (medication: DrugDirectoryMedication) => void;
}

const SEARCH_DELAY_MS = 300;

/**
 * Spec 02 §5 "NDC search": by brand name from 4 characters, or by NDC (digits only, up to 10,
 * shown with a hyphen) from 8 digits; Search (or Enter) sends a shorter NDC as typed, which the
 * directory refuses as INVALID_NDC. 'No matches' shows once 2.5 s have passed without results.
 */
export function DrugLookup({ onPick }: DrugLookupProps) {
  const { t } = useTranslation('survey');
  const sheet = useSheet(styles);
  const client = useHttpClient();
  const titleId = useId();
  const [brand, setBrand] = useState('');
  const [ndc, setNdc] = useState('');
  const [status, setStatus] = useState<LookupStatus>({ kind: 'idle' });
  const generation = useRef(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  function run(search: () => Promise<DrugSearchResult>, delay: number) {
    const id = ++generation.current;
    timers.current.forEach(clearTimeout);
    timers.current = [];
    const startedAt = Date.now() + delay;
    timers.current.push(
      setTimeout(() => {
        setStatus({ kind: 'searching' });
        search()
          .then((result) => {
            if (id !== generation.current) return;
            if (result.kind === 'results') setStatus({ kind: 'results', medications: result.medications });
            else if (result.kind === 'error') setStatus({ kind: 'error', error: result.error });
            else timers.current.push(setTimeout(() => id === generation.current && setStatus({ kind: 'none' }), Math.max(0, NO_MATCHES_AFTER_MS - (Date.now() - startedAt))));
          })
          .catch(() => id === generation.current && setStatus({ kind: 'error', error: 'failed' }));
      }, delay),
    );
  }

  function cancel() {
    generation.current += 1;
    timers.current.forEach(clearTimeout);
    timers.current = [];
    setStatus({ kind: 'idle' });
  }

  function onBrand(value: string) {
    setBrand(value);
    if (value.trim().length >= BRAND_SEARCH_MIN_CHARS) run(() => searchByBrandName(client, value), SEARCH_DELAY_MS);
    else cancel();
  }

  function searchNdc(digits: string, delay: number) {
    run(() => searchByNdc(client, digits), delay);
  }

  function onNdc(value: string) {
    const digits = ndcInput(value);
    setNdc(digits);
    if (digits.length >= NDC_SEARCH_MIN_DIGITS) searchNdc(digits, SEARCH_DELAY_MS);
    else cancel();
  }

  function onSearch() {
    if (ndc !== '') searchNdc(ndc, 0);
    else if (brand.trim() !== '') run(() => searchByBrandName(client, brand), 0);
  }

  return (
    <section className={sheet.box} aria-labelledby={titleId} part="drug-lookup">
      <h3 id={titleId} className={sheet.title}>
        {t('lookup.title')}
      </h3>
      <div className={sheet.fields}>
        <TextField label={t('lookup.brandName')} value={brand} onValueChange={onBrand} autoComplete="off" maxLength={100} />
        <TextField
          label={t('lookup.ndc')}
          value={formatNdc(ndc)}
          onValueChange={onNdc}
          inputMode="numeric"
          autoComplete="off"
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSearch();
            }
          }}
        />
        <div>
          <Button variant="secondary" onClick={onSearch}>
            {t('actions.search')}
          </Button>
        </div>
      </div>
      <div role="status" aria-live="polite">
        {status.kind === 'searching' && <p className={sheet.status}>{t('lookup.searching')}</p>}
        {status.kind === 'none' && <p className={sheet.status}>{t('lookup.noMatches')}</p>}
        {status.kind === 'error' && <p className={sheet.error}>{t(`lookup.${status.error}`)}</p>}
      </div>
      {status.kind === 'results' && (
        <ul className={sheet.list} aria-label={t('lookup.results')} part="drug-results">
          {status.medications.map((medication) => (
            <li key={medication.details.product_ndc}>
              <Button variant="text" onClick={() => onPick(medication)}>
                {medication.brandName} {medication.strength} ({medication.details.product_ndc}, {medication.details.manufacturer_name})
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
