import { useState } from 'react';

/**
 * Whether the form's submit is running, and a runner that marks it so while its work lasts
 * (also when the work fails), so the form's controls are disabled meanwhile.
 */
export function useBusy(): [busy: boolean, whileBusy: (work: () => Promise<unknown>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const whileBusy = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  return [busy, whileBusy];
}
