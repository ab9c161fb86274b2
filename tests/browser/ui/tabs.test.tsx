import { expect } from '@open-wc/testing';
import { Tabs } from '../../../src/core/ui/tabs';
import { click, key, renderInShadow, type ShadowRender } from './render-in-shadow';

const items = [
  { id: 'active', label: 'Active', content: <p>Active prescriptions</p> },
  { id: 'pending', label: 'Pending', content: <p>Pending prescriptions</p> },
  { id: 'paused', label: 'Paused', content: <p>Paused</p>, disabled: true },
  { id: 'inactive', label: 'Inactive', content: <p>Inactive prescriptions</p> },
];

describe('Tabs', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  const tabs = () => Array.from(view!.root.querySelectorAll<HTMLButtonElement>('[role="tab"]'));
  const selected = () => tabs().find((t) => t.getAttribute('aria-selected') === 'true')!;
  const visiblePanel = () => Array.from(view!.root.querySelectorAll<HTMLElement>('[role="tabpanel"]')).find((p) => !p.hidden)!;

  it('wires tabs and panels with ids and a single tab stop', async () => {
    view = renderInShadow(<Tabs label="Prescriptions" tabs={items} />);
    const list = view.root.querySelector('[role="tablist"]')!;
    expect(list.getAttribute('aria-label')).to.equal('Prescriptions');
    for (const tab of tabs()) {
      const panel = view.root.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).to.equal('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).to.equal(tab.id);
    }
    expect(tabs().map((t) => t.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    expect(visiblePanel().textContent).to.equal('Active prescriptions');
    await expect(view.host).to.be.accessible();
  });

  it('moves and selects with arrows (wrapping, skipping disabled), Home and End', () => {
    const seen: string[] = [];
    view = renderInShadow(<Tabs label="Prescriptions" tabs={items} onSelect={(id) => seen.push(id)} />);
    const root = view.root;
    tabs()[0]!.focus();
    key(root.activeElement!, 'ArrowRight');
    expect(root.activeElement).to.equal(tabs()[1]);
    expect(selected()).to.equal(tabs()[1]);
    expect(visiblePanel().textContent).to.equal('Pending prescriptions');
    expect(tabs()[1]!.tabIndex).to.equal(0);
    expect(tabs()[0]!.tabIndex).to.equal(-1);

    key(root.activeElement!, 'ArrowRight'); // skips the disabled "Paused"
    expect(root.activeElement).to.equal(tabs()[3]);
    key(root.activeElement!, 'ArrowRight'); // wraps
    expect(root.activeElement).to.equal(tabs()[0]);
    key(root.activeElement!, 'ArrowLeft'); // wraps back
    expect(root.activeElement).to.equal(tabs()[3]);
    key(root.activeElement!, 'Home');
    expect(root.activeElement).to.equal(tabs()[0]);
    key(root.activeElement!, 'End');
    expect(root.activeElement).to.equal(tabs()[3]);
    expect(visiblePanel().textContent).to.equal('Inactive prescriptions');
    expect(seen).to.deep.equal(['pending', 'inactive', 'active', 'inactive', 'active', 'inactive']);
  });

  it('in manual mode arrows move focus only; click selects', () => {
    view = renderInShadow(<Tabs label="Prescriptions" tabs={items} activation="manual" />);
    tabs()[0]!.focus();
    key(view.root.activeElement!, 'ArrowRight');
    expect(view.root.activeElement).to.equal(tabs()[1]);
    expect(selected()).to.equal(tabs()[0]);
    click(tabs()[1]!);
    expect(selected()).to.equal(tabs()[1]);
  });
});
