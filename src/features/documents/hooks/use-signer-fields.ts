import { useEffect, useState } from 'react';
import { base64ToBytes } from '../model/base64';
import type { FormField } from '../model/pdf-form';

export type LoadedFields = { fields: FormField[] } | { failed: true };

/**
 * Reads the form fields carrying this signer's number out of the PDF (pdf-lib is imported here,
 * when an editable document opens) and hands their current values to `onValues`. Null while
 * loading, and for a view-only document (no signer).
 */
export function useSignerFields(data: string, signerNum: number | null, onValues: (values: Record<string, string>) => void): LoadedFields | null {
  const [loaded, setLoaded] = useState<LoadedFields | null>(null);
  useEffect(() => {
    if (signerNum === null) return;
    let cancelled = false;
    void import('../model/pdf-form')
      .then(async ({ loadPdf, readFields }) => {
        const fields = readFields(await loadPdf(base64ToBytes(data))).filter((field) => field.signerNum === signerNum);
        if (cancelled) return;
        onValues(Object.fromEntries(fields.map((field) => [field.name, field.value])));
        setLoaded({ fields });
      })
      .catch(() => !cancelled && setLoaded({ failed: true }));
    return () => {
      cancelled = true;
    };
    // onValues is the caller's state setter, stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, signerNum]);
  return loaded;
}
