import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHttpClient } from './use-http-client';
import { useSession } from '../session/use-session';
import { sessionStore } from '../session/session-store';
import { companySetupQuery } from '../brand/company-api';
import { modulesForPool } from '../brand/pool-modules';
import type { CompanyModule } from '../brand/modules';

/**
 * The signed-in patient's company modules: from the session when known, otherwise loaded
 * (GET /company/modules, company 0 fallback, default list) and kept in the session.
 * Null while unknown (no session, or still loading). A basic-pool session sees only the modules
 * allowed to it.
 */
export function useCompanyModules(): CompanyModule[] | null {
  const client = useHttpClient();
  const companyId = useSession((s) => s.identity?.companyId ?? null);
  const modules = useSession((s) => s.modules);
  const pool = useSession((s) => s.identity?.pool);
  const query = useQuery({
    ...companySetupQuery(client, companyId ?? 0),
    enabled: companyId !== null && modules === null,
  });
  const setup = query.data;
  useEffect(() => {
    const state = sessionStore().getState();
    if (setup && state.identity && state.identity.companyId === companyId && state.modules === null) {
      state.setCompany(setup.modules, setup.variant);
    }
  }, [setup, companyId]);
  const known = companyId === null ? null : (modules ?? setup?.modules ?? null);
  return useMemo(() => (known ? modulesForPool(known, pool) : null), [known, pool]);
}
