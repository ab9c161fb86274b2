import type { CompanyModule } from './modules';

/**
 * The modules a session may use. A session of the basic pool (signed in from an auth link) gets
 * only the modules marked `basicAuthAllowed` (spec 01 §3 "Company module"); a standard session
 * gets them all. A module without the flag counts as allowed.
 */
export function modulesForPool(modules: readonly CompanyModule[], pool: 'standard' | 'basic' | undefined): CompanyModule[] {
  return pool === 'basic' ? modules.filter((module) => module.basicAuthAllowed !== false) : [...modules];
}
