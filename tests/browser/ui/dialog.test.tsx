import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import { useRef, useState } from 'react';
import { baseStyles } from '../../../src/core/theme/base-styles';
import { defaultPalette } from '../../../src/core/theme/tokens';
import { Button } from '../../../src/core/ui/button';
import { ConfirmDialog } from '../../../src/core/ui/confirm-dialog';
import { Dialog, type DialogCloseReason } from '../../../src/core/ui/dialog';
import { TextField } from '../../../src/core/ui/text-field';
import { click, renderInShadow, sleep, type ShadowRender } from './render-in-shadow';

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

/** A dialog that opens a second one (as the refill wizard opens the add-address dialog). */
function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  const innerButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button onClick={() => setOuter(true)}>Open</Button>
      <Dialog open={outer} title="Outer" onClose={() => setOuter(false)} footer={<Button onClick={() => setInner(true)}>More</Button>}>
        <Dialog open={inner} title="Inner" initialFocusRef={innerButton} onClose={() => setInner(false)} footer={<Button>First</Button>}>
          <Button ref={innerButton}>Second</Button>
        </Dialog>
      </Dialog>
    </>
  );
}

/** Clicks at a point of the page with the real mouse (the backdrop has no element of its own). */
async function clickAt(x: number, y: number) {
  await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
}

const isModal = (dialog: Element) => dialog.matches(':modal');

describe('Dialog', () => {
  let view: ShadowRender | undefined;
  afterEach(async () => {
    view?.cleanup();
    view = undefined;
    await resetMouse();
  });

  function open(node = <Harness />) {
    view = renderInShadow(node);
    const trigger = view.root.querySelector('button')!;
    trigger.focus();
    click(trigger);
    view.styles.flush();
    const dialog = view.root.querySelector<HTMLDialogElement>('dialog')!;
    return { trigger, dialog };
  }

  it('is a native modal dialog in the overlay root, in the top layer, with role, aria-modal and a labelled title', () => {
    const { dialog } = open();
    expect(dialog).not.to.equal(null);
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(view!.overlay.contains(dialog)).to.equal(true);
    expect(document.body.querySelector('dialog')).to.equal(null);
    expect(isModal(dialog)).to.equal(true);
    expect(dialog.open).to.equal(true);
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(view!.root.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Cancel refill?');
    expect(view!.root.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal('Your pharmacy will be notified.');
    expect(getComputedStyle(dialog).position).to.equal('fixed');
    expect(getComputedStyle(dialog).display).to.equal('flex');
    // The shadow root's styles reach the panel and its backdrop.
    expect(getComputedStyle(dialog).paddingTop).to.equal('0px');
    expect(getComputedStyle(dialog, '::backdrop').backgroundColor).to.equal('rgba(0, 0, 0, 0.5)');
  });

  it('makes the rest of the page inert: the opener and the host page cannot take focus', () => {
    const outside = document.createElement('button');
    outside.textContent = 'Host page';
    document.body.append(outside);
    try {
      const { trigger, dialog } = open();
      const first = dialog.querySelector<HTMLElement>('button')!;
      expect(first.getAttribute('aria-label')).to.equal('Close');
      expect(view!.root.activeElement).to.equal(first);
      trigger.focus();
      outside.focus();
      expect(view!.root.activeElement).to.equal(first);
      expect(document.activeElement).to.equal(view!.host);
    } finally {
      outside.remove();
    }
  });

  it('keeps Tab on its own controls, from the first field to the last', async () => {
    const { dialog } = open();
    const root = view!.root;
    expect(root.activeElement?.getAttribute('aria-label')).to.equal('Close');
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement).to.equal(dialog.querySelector('input'));
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(root.activeElement?.textContent).to.equal('Cancel refill');
  });

  it('closes on Escape (the cancel event) and returns focus to the trigger in the same shadow root', async () => {
    const reasons: DialogCloseReason[] = [];
    view = renderInShadow(<Harness onClose={(r) => reasons.push(r)} />);
    const trigger = view.root.querySelector('button')!;
    trigger.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = view.root.querySelector('dialog')!;
    dialog.querySelector('input')!.focus();
    await sendKeys({ press: 'Escape' });
    expect(view.root.querySelector('dialog')).to.equal(null);
    expect(reasons).to.deep.equal(['escape']);
    expect(view.root.activeElement).to.equal(trigger);
    expect(document.activeElement).to.equal(view.host);
  });

  it('stays open while its owner keeps it open, even after a second Escape the page may not refuse', async () => {
    view = renderInShadow(
      <Dialog open title="Saving" onClose={() => {}}>
        <Button>Wait</Button>
      </Dialog>,
    );
    const dialog = view.root.querySelector('dialog')!;
    await sendKeys({ press: 'Escape' });
    await sendKeys({ press: 'Escape' });
    await sleep(50);
    expect(dialog.isConnected).to.equal(true);
    expect(isModal(dialog)).to.equal(true);
  });

  it('closes on a click on the backdrop unless dismissible is false, never on a click inside', async () => {
    const reasons: DialogCloseReason[] = [];
    view = renderInShadow(<Harness dismissible={false} onClose={(r) => reasons.push(r)} />);
    click(view.root.querySelector('button')!);
    await clickAt(5, 5);
    expect(view.root.querySelector('dialog')).not.to.equal(null);
    view.cleanup();

    view = renderInShadow(<Harness onClose={(r) => reasons.push(r)} />);
    click(view.root.querySelector('button')!);
    const dialog = view.root.querySelector('dialog')!;
    const box = dialog.getBoundingClientRect();
    // Inside the panel, on its own padding-free edge and on its text: stays open.
    await clickAt(box.left + 2, box.top + 2);
    await clickAt(box.left + box.width / 2, box.top + box.height / 2);
    expect(view.root.querySelector('dialog')).not.to.equal(null);
    // A press inside dragged out to the backdrop does not close.
    await sendMouse({ type: 'move', position: [Math.round(box.left + 2), Math.round(box.top + 2)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [5, 5] });
    await sendMouse({ type: 'up' });
    expect(view.root.querySelector('dialog')).not.to.equal(null);
    await clickAt(5, 5);
    expect(view.root.querySelector('dialog')).to.equal(null);
    expect(reasons).to.deep.equal(['backdrop']);
  });

  it('closes from its close button and returns focus', () => {
    const { trigger } = open();
    click(view!.root.querySelector<HTMLButtonElement>('[part="dialog-close"]')!);
    expect(view!.root.querySelector('dialog')).to.equal(null);
    expect(view!.root.activeElement).to.equal(trigger);
  });

  it('is closed before it leaves the document, also when its whole tree unmounts', () => {
    const { dialog } = open();
    const closedWhileConnected: boolean[] = [];
    const close = dialog.close.bind(dialog);
    dialog.close = () => {
      closedWhileConnected.push(dialog.isConnected);
      close();
    };
    view!.cleanup();
    view = undefined;
    expect(closedWhileConnected).to.deep.equal([true]);
    expect(dialog.isConnected).to.equal(false);
  });

  it('starts on initialFocusRef: the confirmation starts on Cancel', () => {
    const onCancel: string[] = [];
    view = renderInShadow(
      <ConfirmDialog open title="Sign out?" body="You will need to sign in again." confirmLabel="Sign out" cancelLabel="Cancel" onConfirm={() => {}} onCancel={() => onCancel.push('cancel')} />,
    );
    const dialog = view.root.querySelector('dialog')!;
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(isModal(dialog)).to.equal(true);
    expect(view.root.activeElement?.textContent).to.equal('Cancel');
  });

  it('stacks: a dialog opened from another is the modal one, Escape closes it alone and focus goes back into the first', async () => {
    view = renderInShadow(<Nested />);
    click(view.root.querySelector('button')!);
    const more = [...view.root.querySelectorAll('button')].find((b) => b.textContent === 'More')!;
    more.focus();
    click(more);
    const [outer, inner] = [...view.root.querySelectorAll('dialog')];
    expect(isModal(inner!)).to.equal(true);
    expect(view.root.activeElement?.textContent).to.equal('Second');
    // The first dialog is inert under the second.
    more.focus();
    expect(view.root.activeElement?.textContent).to.equal('Second');
    await sendKeys({ press: 'Escape' });
    expect(inner!.isConnected).to.equal(false);
    expect(outer!.isConnected && isModal(outer!)).to.equal(true);
    expect(view.root.activeElement).to.equal(more);
    await sendKeys({ press: 'Escape' });
    expect(outer!.isConnected).to.equal(false);
  });

  it('has no axe violations when open, in the light and the dark scheme', async () => {
    const { dialog } = open();
    await expect(view!.host).to.be.accessible();
    const lightSurface = getComputedStyle(dialog).backgroundColor;
    view!.styles.setBaseCss(baseStyles(defaultPalette, { theme: 'dark' }));
    view!.styles.flush();
    expect(getComputedStyle(dialog).backgroundColor).not.to.equal(lightSurface);
    await expect(view!.host).to.be.accessible();
  });
});
