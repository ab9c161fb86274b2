import type { ToastTone } from '../../../core/ui/toast';

/** Shows a settings message in a toast (5 s; the support flow 3 s). */
export type Notify = (message: string, tone: ToastTone, durationMs?: number) => void;
