import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { Button } from '../../../src/core/ui/button';
import { Dialog, type DialogCloseReason } from '../../../src/core/ui/dialog';
import { TextField } from '../../../src/core/ui/text-field';
import { click, key, renderInShadow, type ShadowRender } from './render-in-shadow';

function Harness({ dismissible, onClose }: { dismissible?: boolean; onClose?: (reason: DialogCloseReason) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        title="Cancel refill?"
        description="Your pharmacy will be notified."
        closeLabel="Close"
        dismissible={dismissible}
        onClose={(reason) => {
          onClose?.(reason);
          setOpen(false);
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Keep
            </Button>
            <Button variant="danger">Cancel refill</Button>
          </>
        }
      >
        <TextField label="Reason" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  function open() {
    view = renderInShadow(<Harness />);
    const trigger = view.root.querySelector('button')!;
    trigger.focus();
    click(trigger);
    view.styles.flush();
    const dialog = view.root.querySelector<HTMLElement>('[role="dialog"]')!;
    return { trigger, dialog };
  }

  it('portals into the overlay root with role, aria-modal and a labelled title', () => {
    const { dialog } = open();
    expect(dialog).not.to.equal(null);
    expect(view!.overlay.contains(dialog)).to.equal(true);
    expect(document.body.querySelector('[role="dialog"]')).to.equal(null);
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(view!.root.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Cancel refill?');
    expect(view!.root.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal('Your pharmacy will be notified.');
    expect(getComputedStyle(dialog.parentElement!).position).to.equal('fixed');
  });

  it('moves focus into the dialog and traps Tab at both ends', () => {
    const { dialog } = open();
    const root = view!.root;
    const focusables = Array.from(dialog.querySelectorAll<HTMLElement>('button, input'));
    const first = focusables[0]!;
    const last = focusables[focusables.length - 1]!;
    expect(first.getAttribute('aria-label')).to.equal('Close');
    expect(last.textContent).to.equal('Cancel refill');
    expect(root.activeElement).to.equal(first);

    last.focus();
    const fromLast = key(last, 'Tab');
    expect(fromLast.defaultPrevented).to.equal(true);
    expect(root.activeElement).to.equal(first);

    const fromFirst = key(first, 'Tab', { shiftKey: true });
    expect(fromFirst.defaultPrevented).to.equal(true);
    expect(root.activeElement).to.equal(last);

    // In the middle, Tab is left to the browser.
    const input = dialog.querySelector('input')!;
    input.focus();
    expect(key(input, 'Tab').defaultPrevented).to.equal(false);
  });

  it('pulls focus back when something outside it is focused', () => {
    const { trigger, dialog } = open();
    trigger.focus();
    expect(dialog.contains(view!.root.activeElement)).to.equal(true);
  });

  it('closes on Escape and returns focus to the trigger in the same shadow root', () => {
    const { trigger, dialog } = open();
    const input = dialog.querySelector('input')!;
    input.focus();
    key(input, 'Escape');
    expect(view!.root.querySelector('[role="dialog"]')).to.equal(null);
    expect(view!.root.activeElement).to.equal(trigger);
    expect(document.activeElement).to.equal(view!.host);
  });

  it('closes on a backdrop click unless dismissible is false', () => {
    const reasons: DialogCloseReason[] = [];
    view = renderInShadow(<Harness dismissible={false} onClose={(r) => reasons.push(r)} />);
    click(view.root.querySelector('button')!);
    const backdrop = view.root.querySelector<HTMLElement>('[part="dialog-backdrop"]')!;
    backdrop.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    click(backdrop);
    expect(view.root.querySelector('[role="dialog"]')).not.to.equal(null);
    view.cleanup();

    view = renderInShadow(<Harness onClose={(r) => reasons.push(r)} />);
    click(view.root.querySelector('button')!);
    const backdrop2 = view.root.querySelector<HTMLElement>('[part="dialog-backdrop"]')!;
    // A click inside the panel does not close.
    click(view.root.querySelector<HTMLElement>('[role="dialog"]')!);
    expect(view.root.querySelector('[role="dialog"]')).not.to.equal(null);
    backdrop2.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    click(backdrop2);
    expect(view.root.querySelector('[role="dialog"]')).to.equal(null);
    expect(reasons).to.deep.equal(['backdrop']);
  });

  it('closes from its close button', () => {
    const { trigger } = open();
    click(view!.root.querySelector<HTMLButtonElement>('[part="dialog-close"]')!);
    expect(view!.root.querySelector('[role="dialog"]')).to.equal(null);
    expect(view!.root.activeElement).to.equal(trigger);
  });

  it('has no axe violations when open', async () => {
    open();
    await expect(view!.host).to.be.accessible();
  });
});
