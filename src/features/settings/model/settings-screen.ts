import type { CompanyVariant } from '../../../core/brand/modules';

/** The settings sub-screens of spec 01 §2, by number; 0 is the list. */
export type SettingsScreen = 0 | 1 | 2 | 3 | 4;

export const SETTINGS_ENTRIES = [1, 2, 3, 4] as const;

/** An `option` attribute or route state value as a screen; anything else opens the list. */
export function screenOf(option: unknown): SettingsScreen {
  const value = typeof option === 'string' ? Number(option) : option;
  return value === 1 || value === 2 || value === 3 || value === 4 ? value : 0;
}

/**
 * The screen to open first. Arriving with the unsubscribe action (`/login?action=unsubscribe`)
 * opens communications, where the contact preference is changed (our choice: the spec only
 * says that the top bar is hidden then).
 */
export function initialScreen(option: unknown, action: string | undefined): SettingsScreen {
  if (isUnsubscribeAction(action)) return 2;
  return screenOf(option);
}

export const isUnsubscribeAction = (action: string | undefined): boolean => action === 'unsubscribe';

/** Back from a sub-screen returns to the list; from the list it leaves (history back). */
export type BackTarget = { to: 'list' } | { to: 'history' };

export const backFrom = (screen: SettingsScreen): BackTarget => (screen === 0 ? { to: 'history' } : { to: 'list' });

/** The care-programs entry: shown for the care-program variant only. */
export const showsCarePrograms = (variant: CompanyVariant | null): boolean => variant === 'care-program';

/** Enabled only while care groups are still to be mapped (groupsMapped 0) and programs exist. */
export const careProgramsEnabled = (groupsMapped: unknown, programCount: number): boolean => groupsMapped === 0 && programCount > 0;
