import { expect } from '@open-wc/testing';
import { emulateMedia, executeServerCommand } from '@web/test-runner-commands';
import { useEffect } from 'react';
import { Alert } from '../../../src/core/ui/alert';
import { Button } from '../../../src/core/ui/button';
import { Card } from '../../../src/core/ui/card';
import { Checkbox } from '../../../src/core/ui/checkbox';
import { RadioGroup } from '../../../src/core/ui/radio-group';
import { Stepper } from '../../../src/core/ui/stepper';
import { Table } from '../../../src/core/ui/table';
import { Tabs } from '../../../src/core/ui/tabs';
import { TextField } from '../../../src/core/ui/text-field';
import { useToast } from '../../../src/core/ui/toast';
import { baseStyles } from '../../../src/core/theme/base-styles';
import { brands } from '../../../src/core/brand/brands';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import { renderInShadow, type ShadowRender } from './render-in-shadow';

function Toasts() {
  const toast = useToast();
  useEffect(() => {
    for (const tone of ['info', 'success', 'warning', 'error'] as const) toast.show(`${tone} message`, { tone, durationMs: 60_000 });
  }, [toast]);
  return null;
}

/** Every control and message tone the widgets are built from. */
const gallery = (
  <Card part="card" labelledBy="gallery-title">
    <h2 id="gallery-title">All controls</h2>
    <p>
      Body text with a <a href="#x">link</a>.
    </p>
    <Alert tone="info" title="Info">
      Information.
    </Alert>
    <Alert tone="success">Saved.</Alert>
    <Alert tone="warning" onDismiss={() => undefined} dismissLabel="Dismiss">
      Your session ends soon.
    </Alert>
    <Alert tone="error">Payment failed.</Alert>
    <TextField label="Email" hint="We never share it." error="Enter an email address." value="" onValueChange={() => undefined} required />
    <Checkbox label="Remember me" hint="On this device only." />
    <RadioGroup legend="Delivery" options={[{ value: 'a', label: 'Standard', hint: 'Free' }, { value: 'b', label: 'Express' }]} defaultValue="a" />
    <Tabs label="Sections" tabs={[{ id: 'one', label: 'One', content: <p>First</p> }, { id: 'two', label: 'Two', content: <p>Second</p> }]} />
    <Stepper label="Progress" steps={[{ label: 'Medications' }, { label: 'Date' }, { label: 'Review' }]} currentIndex={1} />
    <Table caption="Orders" columns={[{ key: 'name', header: 'Name' }]} rows={[{ name: 'Lisinopril' }]} rowKey={(row) => row.name} />
    <Button>Primary</Button>
    <Button variant="secondary">Secondary</Button>
    <Button variant="text">Text</Button>
    <Button variant="danger">Danger</Button>
    <Toasts />
  </Card>
);

describe('every control in both colour schemes', () => {
  let view: ShadowRender | undefined;
  afterEach(async () => {
    view?.cleanup();
    view = undefined;
    await emulateMedia({ colorScheme: 'light' });
    await executeServerCommand('emulate-forced-colors', { value: 'none' });
  });

  for (const brand of [brands.default!, brands['warehouse-retail']!, brands['home-delivery']!]) {
    it(`is axe clean, colour contrast included, in light and dark (${brand.key})`, async () => {
      view = renderInShadow(gallery);
      await waitFor(() => view!.overlay.querySelectorAll('[part~="toast"]').length === 4, 2000, 'toasts');
      for (const theme of ['light', 'dark'] as const) {
        view.styles.setBaseCss(baseStyles(brand.palette, { dark: brand.darkPalette, theme }));
        view.styles.flush();
        expect(getComputedStyle(view.host).colorScheme).to.equal(theme);
        expect(await axeViolations(view.host), `${brand.key} ${theme}`).to.deep.equal([]);
      }
    });
  }

  it('follows prefers-color-scheme when no theme is set', async () => {
    view = renderInShadow(gallery);
    const card = view.root.querySelector<HTMLElement>('[part="card"]')!;
    const light = getComputedStyle(card).backgroundColor;
    await emulateMedia({ colorScheme: 'dark' });
    await waitFor(() => getComputedStyle(card).backgroundColor !== light, 2000, 'dark surface');
    expect(getComputedStyle(card).backgroundColor).to.equal('rgb(27, 31, 36)');
    expect(await axeViolations(view.host)).to.deep.equal([]);
  });

  it('in forced-colors mode shows borders on cards, fields, buttons and toasts, and a focus ring on tabs', async () => {
    view = renderInShadow(gallery);
    await executeServerCommand('emulate-forced-colors', { value: 'active' });
    await waitFor(() => matchMedia('(forced-colors: active)').matches, 2000, 'forced colors');
    const card = view.root.querySelector<HTMLElement>('[part="card"]')!;
    expect(getComputedStyle(card).borderTopStyle).to.equal('solid');
    const input = view.root.querySelector<HTMLInputElement>('input[aria-invalid="true"]')!;
    expect(getComputedStyle(input).borderTopStyle).to.equal('solid');
    for (const button of view.root.querySelectorAll<HTMLButtonElement>('button[part~="button"]')) {
      expect(getComputedStyle(button).borderTopWidth, button.textContent ?? '').to.equal('2px');
    }
    await waitFor(() => view!.overlay.querySelectorAll('[part~="toast"]').length === 4, 2000, 'toasts');
    for (const toast of view.overlay.querySelectorAll<HTMLElement>('[part~="toast"]')) expect(getComputedStyle(toast).borderTopWidth).to.equal('2px');
    const tab = view.root.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')!;
    tab.focus({ focusVisible: true } as FocusOptions);
    await waitFor(() => tab.matches(':focus-visible'), 2000, 'focus-visible');
    expect(getComputedStyle(tab).outlineStyle).to.equal('solid');
    expect(getComputedStyle(tab).outlineWidth).to.equal('3px');
  });
});
