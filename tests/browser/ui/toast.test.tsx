import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { Button } from '../../../src/core/ui/button';
import { Dialog } from '../../../src/core/ui/dialog';
import { useToast, type ToastOptions } from '../../../src/core/ui/toast';
import { renderInShadow, sleep, type ShadowRender } from './render-in-shadow';

function Trigger({ message, options }: { message: string; options?: ToastOptions }) {
  const toast = useToast();
  return <Button onClick={() => toast.show(message, options)}>Show</Button>;
}

/** A modal dialog whose button shows a toast; the toast's close button can be pressed. */
function DialogWithToast() {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Button onClick={() => toast.show('Outside', { durationMs: 5000 })}>Outside toast</Button>
      <Dialog open={open} title="Edit address" closeLabel="Close" onClose={() => setOpen(false)}>
        <Button onClick={() => toast.show('Saved in dialog', { tone: 'error', durationMs: 5000 })}>Save</Button>
      </Dialog>
    </>
  );
}

describe('Toast', () => {
  let view: ShadowRender | undefined;
  afterEach(() => view?.cleanup());

  const toasts = () => Array.from(view!.root.querySelectorAll<HTMLElement>('[data-tone]'));

  it('shows a polite status in the overlay root and disappears after its duration', async () => {
    view = renderInShadow(<Trigger message="Saved" options={{ tone: 'success', durationMs: 300 }} />);
    const region = view.overlay.querySelector('[role="status"]');
    expect(region, 'live region exists before any toast').not.to.equal(null);
    view.root.querySelector('button')!.click();
    await waitUntil(() => toasts().length === 1, 'toast shown');
    const [toast] = toasts();
    expect(toast!.textContent).to.contain('Saved');
    expect(toast!.closest('[role]')!.getAttribute('role')).to.equal('status');
    expect(toast!.closest('[role]')!.getAttribute('aria-live')).to.equal('polite');
    expect(view.overlay.contains(toast!)).to.equal(true);
    expect(getComputedStyle(toast!).backgroundColor).to.equal('rgb(27, 110, 51)');
    await sleep(100);
    expect(toasts().length, 'still visible before its duration').to.equal(1);
    await waitUntil(() => toasts().length === 0, 'toast dismissed', { timeout: 1000 });
  });

  it('announces errors with role=alert', async () => {
    view = renderInShadow(<Trigger message="Something went wrong" options={{ tone: 'error', durationMs: 5000 }} />);
    view.root.querySelector('button')!.click();
    await waitUntil(() => toasts().length === 1);
    expect(toasts()[0]!.closest('[role]')!.getAttribute('role')).to.equal('alert');
    await expect(view.host).to.be.accessible();
  });

  it('uses the default snackbar duration and closes from its named close button', async () => {
    view = renderInShadow(<Trigger message="Hello" />);
    view.root.querySelector('button')!.click();
    await waitUntil(() => toasts().length === 1);
    await sleep(400);
    expect(toasts().length).to.equal(1);
    const close = toasts()[0]!.querySelector('button')!;
    expect(close.getAttribute('aria-label')).to.equal('Dismiss');
    await expect(view.host).to.be.accessible();
    close.click();
    await waitUntil(() => toasts().length === 0);
  });

  it('shows a toast raised while a modal dialog is open inside that dialog, where it is not inert, and goes back after', async () => {
    view = renderInShadow(<DialogWithToast />);
    const buttonNamed = (name: string) => Array.from(view!.root.querySelectorAll('button')).find((button) => button.textContent === name)!;
    buttonNamed('Open').click();
    await waitUntil(() => view!.root.querySelector('dialog[open]'), 'dialog open');
    const dialog = view.root.querySelector('dialog')!;
    expect(dialog.querySelector('[role="alert"]'), 'live regions wait inside the dialog before any toast').not.to.equal(null);
    buttonNamed('Save').click();
    await waitUntil(() => toasts().length === 1, 'toast shown');
    const [toast] = toasts();
    expect(dialog.contains(toast!), 'inside the open dialog').to.equal(true);
    const close = toast!.querySelector('button')!;
    close.focus();
    expect(view.root.activeElement, 'its close button takes focus: not inert').to.equal(close);
    await expect(view.host).to.be.accessible();
    close.click();
    await waitUntil(() => toasts().length === 0, 'dismissed from inside the dialog');

    (view.root.querySelector('[part="dialog-close"]') as HTMLButtonElement).click();
    await waitUntil(() => !view!.root.querySelector('dialog'), 'dialog closed');
    buttonNamed('Outside toast').click();
    await waitUntil(() => toasts().length === 1, 'toast shown after the dialog closed');
    expect(view.overlay.contains(toasts()[0]!), 'back in the overlay root').to.equal(true);
  });
});
