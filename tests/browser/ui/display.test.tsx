import { expect } from '@open-wc/testing';
import { Alert } from '../../../src/core/ui/alert';
import { LoadingOverlay } from '../../../src/core/ui/loading-overlay';
import { Spinner } from '../../../src/core/ui/spinner';
import { Stepper } from '../../../src/core/ui/stepper';
import { Table } from '../../../src/core/ui/table';
import { Button } from '../../../src/core/ui/button';
import { renderInShadow, type ShadowRender } from './render-in-shadow';

describe('Alert', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  it('uses role=alert for errors and warnings, role=status otherwise', async () => {
    view = renderInShadow(
      <>
        <Alert tone="error" title="Payment failed">
          Try another card.
        </Alert>
        <Alert tone="warning">Your session ends soon.</Alert>
        <Alert tone="success">Saved.</Alert>
        <Alert>FYI.</Alert>
      </>,
    );
    const alerts = Array.from(view.root.querySelectorAll('[part~="alert"]'));
    expect(alerts.map((a) => a.getAttribute('role'))).to.deep.equal(['alert', 'alert', 'status', 'status']);
    expect(alerts[0]!.textContent).to.equal('Payment failedTry another card.');
    expect(getComputedStyle(alerts[0]!).borderLeftColor).to.equal('rgb(179, 38, 30)');
    await expect(view.host).to.be.accessible();
  });

  it('has a labelled close button when dismissible', async () => {
    let dismissed = 0;
    view = renderInShadow(
      <Alert tone="info" onDismiss={() => dismissed++} dismissLabel="Dismiss message">
        Hello
      </Alert>,
    );
    const close = view.root.querySelector<HTMLButtonElement>('[part="alert-close"]')!;
    expect(close.getAttribute('aria-label')).to.equal('Dismiss message');
    close.click();
    expect(dismissed).to.equal(1);
    await expect(view.host).to.be.accessible();
  });
});

describe('Stepper', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  it('marks the current step and the state of the others', async () => {
    view = renderInShadow(
      <Stepper
        label="Refill progress"
        currentIndex={2}
        steps={[{ label: 'Medications' }, { label: 'Delivery', status: 'error' }, { label: 'Payment' }, { label: 'Review' }]}
        statusLabels={{ completed: 'completed', error: 'needs attention' }}
      />,
    );
    const list = view.root.querySelector('ol')!;
    expect(list.getAttribute('aria-label')).to.equal('Refill progress');
    const steps = Array.from(list.querySelectorAll('li'));
    expect(steps.map((s) => s.dataset.status)).to.deep.equal(['completed', 'error', 'current', 'upcoming']);
    expect(steps.map((s) => s.getAttribute('aria-current'))).to.deep.equal([null, null, 'step', null]);
    expect(steps[0]!.textContent).to.contain('completed');
    expect(steps[1]!.textContent).to.contain('needs attention');
    await expect(view.host).to.be.accessible();
  });
});

describe('Table', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  type Order = { id: string; drug: string; total: string };
  const columns = [
    { key: 'drug', header: 'Medication', rowHeader: true },
    { key: 'total', header: 'Total', align: 'end' as const },
  ];

  it('has a caption and column headers with scope=col', async () => {
    const rows: Order[] = [
      { id: '1', drug: 'Lisinopril', total: '$4.00' },
      { id: '2', drug: 'Metformin', total: '$2.50' },
    ];
    view = renderInShadow(<Table caption="Your orders" columns={columns} rows={rows} rowKey={(r) => r.id} />);
    const table = view.root.querySelector('table')!;
    expect(table.caption!.textContent).to.equal('Your orders');
    const headers = Array.from(table.tHead!.querySelectorAll('th'));
    expect(headers.map((h) => [h.textContent, h.getAttribute('scope')])).to.deep.equal([
      ['Medication', 'col'],
      ['Total', 'col'],
    ]);
    expect(table.tBodies[0]!.querySelector('th')!.getAttribute('scope')).to.equal('row');
    expect(getComputedStyle(table.tBodies[0]!.querySelector('td')!).textAlign).to.equal('end');
    await expect(view.host).to.be.accessible();
  });

  it('shows the empty text across all columns', async () => {
    view = renderInShadow(<Table caption="Your orders" columns={columns} rows={[] as Order[]} rowKey={(r) => r.id} emptyText="No orders yet" />);
    const cell = view.root.querySelector('tbody td') as HTMLTableCellElement;
    expect(cell.textContent).to.equal('No orders yet');
    expect(cell.colSpan).to.equal(2);
    await expect(view.host).to.be.accessible();
  });
});

describe('Spinner and LoadingOverlay', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  it('Spinner is a status with a visually hidden label', async () => {
    view = renderInShadow(<Spinner label="Loading orders" />);
    const spinner = view.root.querySelector('[role="status"]')!;
    expect(spinner.textContent).to.equal('Loading orders');
    const label = spinner.querySelector('.rx-visually-hidden')!;
    expect(getComputedStyle(label).position).to.equal('absolute');
    expect(getComputedStyle(label).width).to.equal('1px');
    await expect(view.host).to.be.accessible();
  });

  it('LoadingOverlay covers its container, marks it busy and makes content inert', async () => {
    view = renderInShadow(
      <LoadingOverlay loading label="Loading orders">
        <Button>Reorder</Button>
      </LoadingOverlay>,
    );
    const container = view.root.querySelector<HTMLElement>('[part="loading-container"]')!;
    expect(container.getAttribute('aria-busy')).to.equal('true');
    const cover = view.root.querySelector<HTMLElement>('[part="loading-overlay"]')!;
    expect(getComputedStyle(cover).position).to.equal('absolute');
    expect(cover.getBoundingClientRect().height).to.equal(container.getBoundingClientRect().height);
    const button = view.root.querySelector('button')!;
    button.focus();
    expect(view.root.activeElement).not.to.equal(button);
    expect(cover.querySelector('[role="status"]')!.textContent).to.equal('Loading orders');
    await expect(view.host).to.be.accessible();

    view.rerender(
      <LoadingOverlay loading={false} label="Loading orders">
        <Button>Reorder</Button>
      </LoadingOverlay>,
    );
    expect(container.getAttribute('aria-busy')).to.equal('false');
    expect(view.root.querySelector('[part="loading-overlay"]')).to.equal(null);
    button.focus();
    expect(view.root.activeElement).to.equal(button);
  });
});
