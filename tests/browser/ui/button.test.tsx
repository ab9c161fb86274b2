import { expect } from '@open-wc/testing';
import { a11ySnapshot, findAccessibilityNode } from '@web/test-runner-commands';
import { Button } from '../../../src/core/ui/button';
import { renderInShadow, type ShadowRender } from './render-in-shadow';

interface AxNode {
  role: string;
  name: string;
  children: AxNode[];
}

/** The names of the page's buttons as the browser's accessibility tree gives them to a screen reader. */
async function buttonNames(): Promise<string[]> {
  const snapshot = (await a11ySnapshot({})) as unknown as AxNode;
  const names: string[] = [];
  findAccessibilityNode<AxNode>(snapshot, (node) => {
    if (node.role === 'button') names.push(node.name);
    return false;
  });
  return names;
}

describe('Button', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  it('applies goober styles inside the shadow root, not in document.head', () => {
    view = renderInShadow(<Button>Save</Button>);
    const button = view.root.querySelector('button')!;
    expect(button.getAttribute('part')).to.equal('button');
    expect(button.type).to.equal('button');
    expect(getComputedStyle(button).backgroundColor).to.equal('rgb(31, 95, 168)');
    expect(parseFloat(getComputedStyle(button).minHeight)).to.equal(44);
    expect(document.head.innerHTML).not.to.contain(button.classList[0]);
  });

  it('renders each variant with its own colours', () => {
    view = renderInShadow(
      <>
        <Button variant="secondary">A</Button>
        <Button variant="text">B</Button>
        <Button variant="danger">C</Button>
      </>,
    );
    const [secondary, text, danger] = Array.from(view.root.querySelectorAll('button'));
    expect(getComputedStyle(secondary!).color).to.equal('rgb(31, 95, 168)');
    expect(getComputedStyle(text!).backgroundColor).to.equal('rgba(0, 0, 0, 0)');
    expect(getComputedStyle(danger!).backgroundColor).to.equal('rgb(179, 38, 30)');
  });

  it('is aria-busy and ignores clicks while busy, but stays focusable', () => {
    let clicks = 0;
    view = renderInShadow(
      <Button busy busyLabel="Saving" onClick={() => clicks++}>
        Save
      </Button>,
    );
    const button = view.root.querySelector('button')!;
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.disabled).to.equal(false);
    button.click();
    expect(clicks).to.equal(0);
    button.focus();
    expect(view.root.activeElement).to.equal(button);
    view.rerender(<Button onClick={() => clicks++}>Save</Button>);
    button.click();
    expect(clicks).to.equal(1);
    expect(button.hasAttribute('aria-busy')).to.equal(false);
  });

  it('is named by its busy label alone while busy, shown in place of its text, and by its text again after', async () => {
    view = renderInShadow(
      <Button type="submit" busy busyLabel="Sending your feedback">
        Submit
      </Button>,
    );
    const button = view.root.querySelector('button')!;
    expect(await buttonNames()).to.deep.equal(['Sending your feedback']);
    expect(button.innerText.trim()).to.equal('Sending your feedback');
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.getAttribute('aria-disabled')).to.equal('true');

    view.rerender(<Button type="submit">Submit</Button>);
    expect(await buttonNames()).to.deep.equal(['Submit']);
    expect(button.innerText.trim()).to.equal('Submit');
    expect(button.hasAttribute('aria-busy')).to.equal(false);
  });

  it('keeps its own text as its name while busy without a busy label', async () => {
    view = renderInShadow(
      <Button busy disabled>
        Save
      </Button>,
    );
    expect(await buttonNames()).to.deep.equal(['Save']);
    expect(view.root.querySelector('button')!.disabled).to.equal(true);
  });

  it('does not fire onClick when disabled', () => {
    let clicks = 0;
    view = renderInShadow(
      <Button disabled onClick={() => clicks++}>
        Save
      </Button>,
    );
    view.root.querySelector('button')!.click();
    expect(clicks).to.equal(0);
  });

  it('has no axe violations', async () => {
    view = renderInShadow(
      <>
        <Button>Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="text">Text</Button>
        <Button variant="danger">Delete</Button>
        <Button busy busyLabel="Saving">
          Save
        </Button>
        <Button disabled>Disabled</Button>
      </>,
    );
    await expect(view.host).to.be.accessible();
  });
});
