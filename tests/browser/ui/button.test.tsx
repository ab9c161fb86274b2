import { expect } from '@open-wc/testing';
import { Button } from '../../../src/core/ui/button';
import { renderInShadow, type ShadowRender } from './render-in-shadow';

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
