import { durations } from '../../../core/ui/durations';

/** How long the home page's startup messages stay (spec 01 §9): 10 s after the first sign-in, otherwise 5 s. */
export function startupAlertDurationMs(initialLogin: boolean | undefined): number {
  return initialLogin ? durations.homeFirstLoginAlert : durations.homeAlert;
}
