/** Polls until `predicate` returns a truthy value, or fails after `timeoutMs`. */
export async function waitFor<T>(predicate: () => T | null | undefined | false, timeoutMs = 3000, message = 'condition'): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = predicate();
    if (value) return value;
    if (performance.now() - start > timeoutMs) throw new Error(`Timed out waiting for ${message}`);
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
}

export const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** Sets an input's value the way typing does, so React's onChange fires. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setter?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}
