import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../core/ui/toast';
import { startupAlertDurationMs } from '../model/startup-alerts';

/** Startup messages (spec 01 §9): 10 s after the first sign-in, otherwise 5 s. Each once. */
export function useStartupAlerts(initialLogin: boolean | undefined, alertOnStartup: string | undefined, redirect: string | undefined) {
  const { t } = useTranslation('home');
  const toast = useToast();
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const durationMs = startupAlertDurationMs(initialLogin);
    const once = (key: string, message: string) => {
      if (shown.current.has(key)) return;
      shown.current.add(key);
      toast.show(message, { durationMs });
    };
    if (alertOnStartup) once(`alert:${alertOnStartup}`, alertOnStartup);
    if (redirect === '1') once('redirect', t('redirectNotice'));
  }, [alertOnStartup, redirect, initialLogin, toast, t]);
}
