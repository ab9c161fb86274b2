import { describe, expect, it } from 'vitest';
import { modulesForPool } from '../../../../src/core/brand/pool-modules';

const modules = [
  { modId: 1, name: 'Assessments', basicAuthAllowed: true },
  { modId: 5, name: 'Messaging', basicAuthAllowed: false },
  { modId: 9, name: 'Refill' },
];

describe('modules of a session by pool', () => {
  it('gives a standard session every module', () => {
    expect(modulesForPool(modules, 'standard')).toEqual(modules);
    expect(modulesForPool(modules, undefined)).toEqual(modules);
  });

  it('gives a basic (auth link) session only the modules allowed to it', () => {
    expect(modulesForPool(modules, 'basic').map((m) => m.name)).toEqual(['Assessments', 'Refill']);
  });
});
