import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-medications';
import type { Prescription } from '../../../src/domain/medication/prescription.schema';
import { PrescriptionStatus, VectorStatus, type PrescriptionClass } from '../../../src/domain/medication/statuses';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { prescription } from '../refill/refill-support';
import { resetSession, shadow, signInForTest } from '../portal/portal-support';
import { stubFetch } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import { setLanguage } from '../../../src/core/i18n/i18n';

/**
 * Spec: a 500-prescription list renders and expands within 100 ms per interaction. The times are
 * reported here and by `npm run bench`, not asserted: a timed test fails on a busy machine.
 */

function manyPrescriptions(count: number): Prescription[] {
  const tables: PrescriptionClass[] = ['active', 'pending', 'inactive'];
  return Array.from({ length: count }, (_, index) => {
    const table = tables[index % 3]!;
    return prescription({
      displayName: `Medication ${String(index).padStart(3, '0')}`,
      rxNumber: `RX${index}`,
      gId: index + 1,
      displayTable: table,
      displayStatus: table === 'pending' ? VectorStatus.REVIEW : table === 'inactive' ? PrescriptionStatus.CANCELLED : PrescriptionStatus.PROCESSING,
      isActivePrescription: table !== 'inactive',
    });
  });
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('<rx-medications> with 500 prescriptions', () => {
  let restore: () => void;
  let config: HTMLElement;

  beforeEach(async () => {
    // Another test file may have left the page's language choice on Spanish.
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest([{ modId: 6, name: 'Medication' }]);
    const list = manyPrescriptions(500);
    ({ restore } = stubFetch((request) => {
      if (request.url.includes('/user/medications')) return { status: 200, body: { medications: list } };
      if (request.url.includes('/company/rx-status')) return { status: 200, body: { statuses: [] } };
      if (request.url.includes('/company/modules')) return { status: 200, body: { modules: [{ modId: 6, name: 'Medication' }], variant: 'standard' } };
      return { status: 404, body: { message: 'not found' } };
    }));
  });
  afterEach(() => {
    config?.remove();
    restore();
    resetSession();
  });

  it('renders the tables and expands and collapses one (times reported)', async () => {
    config = document.createElement('rx-config');
    config.setAttribute('analytics', 'false');
    const el = document.createElement('rx-medications');
    config.append(el);
    const rows = () => shadow(el).querySelectorAll('[part~="medication-row"]').length;
    const started = performance.now();
    document.body.append(config);
    await waitFor(() => rows() > 0, 5000, 'the tables');
    // From the data arriving (stubbed, immediate) to the rows on screen, including the element's first render.
    const render = performance.now() - started;

    const inactiveToggle = shadow(el).querySelector<HTMLButtonElement>('[part~="table-inactive"] button[aria-expanded]')!;
    expect(inactiveToggle.getAttribute('aria-expanded')).to.equal('false');
    const expandStarted = performance.now();
    inactiveToggle.click();
    await waitFor(() => inactiveToggle.getAttribute('aria-expanded') === 'true', 1000, 'expanded');
    await nextFrame();
    const expand = performance.now() - expandStarted;

    const collapseStarted = performance.now();
    inactiveToggle.click();
    await waitFor(() => inactiveToggle.getAttribute('aria-expanded') === 'false', 1000, 'collapsed');
    await nextFrame();
    const collapse = performance.now() - collapseStarted;

    console.info(`500 prescriptions: first render with data ${render.toFixed(1)} ms, expand ${expand.toFixed(1)} ms, collapse ${collapse.toFixed(1)} ms`);
    expect(rows()).to.equal(500);
  });
});
