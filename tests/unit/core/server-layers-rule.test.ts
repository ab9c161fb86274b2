import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });

/** The project's config run over a planted source text at `filePath` (the file need not exist). */
async function serverLayerMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'rx-server/layers').map((m) => m.message);
}

describe('server floors (entry -> composition root -> modules -> platform; dev and seed apart)', () => {
  it('refuses the platform importing a module, the module list or the composition root', async () => {
    expect(await serverLayerMessages('server/platform/http/x.ts', "import { patientRoutes } from '../../modules/patient/patient.routes';\nexport const a = patientRoutes;\n")).toEqual([
      'the platform must not import module "patient": the platform stands below the modules; let the composition root (server/app.ts) pass it in',
    ]);
    expect(await serverLayerMessages('server/platform/http/x.ts', "import { apiRoutes } from '../../modules';\nexport const a = apiRoutes;\n")).toHaveLength(1);
    expect(await serverLayerMessages('server/platform/db/x.ts', "export * from '../../modules/refill/refill.tables';\n")).toHaveLength(1);
    expect(await serverLayerMessages('server/platform/x.ts', "import type { A } from '../app';\nexport type B = A;\n")).toHaveLength(1);
  });

  it('refuses a module reaching another module\'s tables or internals, and allows its index.ts', async () => {
    expect(await serverLayerMessages('server/modules/survey/x.queries.ts', "import { prescriptions } from '../refill/refill.tables';\nexport const a = prescriptions;\n")).toEqual([
      'module "survey" must not reach module "refill"\'s tables: import server/modules/refill/index.ts, its public surface',
    ]);
    expect(await serverLayerMessages('server/modules/survey/x.ts', "import { a } from '../refill/refill.queries';\nexport const b = a;\n")).toEqual([
      'module "survey" must not reach module "refill"\'s internals (refill.queries): import server/modules/refill/index.ts, its public surface',
    ]);
    expect(await serverLayerMessages('server/modules/survey/x.ts', "import { a } from '../refill';\nimport { b } from '../refill/index';\nexport const c = [a, b];\n")).toEqual([]);
  });

  it('keeps no list of exceptions: each crossing once tolerated is refused like any other', async () => {
    const formerCrossings = [
      ['account/auth-links.routes.ts', 'patient/patient.tables'],
      ['account/registration.queries.ts', 'patient/patient.tables'],
      ['account/registration.routes.ts', 'patient/patient.tables'],
      ['account/session.routes.ts', 'company/company.tables'],
      ['account/session.routes.ts', 'patient/patient.tables'],
      ['counseling/counseling.queries.ts', 'patient/patient.tables'],
      ['medication/medication.queries.ts', 'company/company.tables'],
      ['medication/medication.queries.ts', 'refill/refill.tables'],
      ['patient/patient.queries.ts', 'company/company.tables'],
      ['refill/refill.routes.ts', 'patient/patient.tables'],
      ['refill/refill.rules.ts', 'company/company.tables'],
      ['reminders/reminders.queries.ts', 'company/company.tables'],
      ['reminders/reminders.queries.ts', 'account/account.tables'],
      ['reminders/reminders.queries.ts', 'patient/patient.tables'],
      ['reminders/reminders.queries.ts', 'refill/refill.tables'],
      ['survey/survey.queries.ts', 'patient/patient.tables'],
      ['survey/survey.queries.ts', 'refill/refill.tables'],
    ];
    for (const [from, to] of formerCrossings) {
      const messages = await serverLayerMessages(`server/modules/${from}`, `import * as tables from '../${to}';\nexport const a = tables;\n`);
      expect(messages, `${from} -> ${to}`).toHaveLength(1);
      expect(messages[0]).toContain("'s tables: import server/modules/");
    }
  });

  it('lets a module import its own files, the platform and src/domain', async () => {
    const code = "import { a } from './survey.tables';\nimport { b } from '../../platform/db/database';\nimport type { C } from '../../../src/domain/survey/survey.schema';\nexport const d = [a, b];\nexport type E = C;\n";
    expect(await serverLayerMessages('server/modules/survey/x.ts', code)).toEqual([]);
  });

  it('refuses production code importing development or seed code', async () => {
    const message = ['production code must not import development or seed code (server/dev/, server/seed/, *.dev.ts, *.seed.ts)'];
    expect(await serverLayerMessages('server/modules/refill/x.ts', "import { a } from './refill.seed';\nexport const b = a;\n")).toEqual(message);
    expect(await serverLayerMessages('server/modules/refill/x.ts', "import { a } from '../../seed/demo-accounts';\nexport const b = a;\n")).toEqual(message);
    expect(await serverLayerMessages('server/platform/x.ts', "import { a } from '../dev/dev-patients';\nexport const b = a;\n")).toEqual(message);
    expect(await serverLayerMessages('server/modules.ts', "import { a } from './modules/refill/refill.dev';\nexport const b = a;\n")).toEqual(message);
  });

  it('lets development and seed code import anything, and the composition root load server/dev on demand', async () => {
    expect(await serverLayerMessages('server/modules/refill/refill.dev.ts', "import { a } from '../survey/survey.tables';\nimport { b } from '../../dev/dev-patients';\nexport const c = [a, b];\n")).toEqual([]);
    expect(await serverLayerMessages('server/app.ts', "export const load = () => import('./dev/dev-routes');\n")).toEqual([]);
    expect(await serverLayerMessages('server/app.ts', "import { a } from './platform/http/build-app';\nimport { b } from './modules';\nexport const c = [a, b];\n")).toEqual([]);
  });
});
