/**
 * Where goober writes the rules of one shadow root.
 *
 * goober writes to `target.querySelector('#_goober').firstChild.data`. We hand it an object of
 * that shape so the rules land either in a `<style nonce>` inside the shadow root (when a CSP
 * nonce is configured) or in a constructable stylesheet adopted by the root, which a
 * `style-src 'self'` policy does not block. goober's own nonce handling reads a global only.
 */
export interface ShadowStyleTarget {
  /** Passed to goober as `{ target }`. */
  readonly gooberTarget: Element;
  readonly mode: 'nonce' | 'adopted';
  /** Every rule written so far, base styles first. */
  text(): string;
  detach(): void;
}

export function createShadowStyleTarget(root: ShadowRoot, baseCss: string, nonce?: string): ShadowStyleTarget {
  let cssText = baseCss;
  let write: (css: string) => void;
  let detach: () => void;
  const canAdopt = 'adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;
  const mode: ShadowStyleTarget['mode'] = nonce || !canAdopt ? 'nonce' : 'adopted';

  if (mode === 'adopted') {
    const sheet = new CSSStyleSheet();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    write = (css) => sheet.replaceSync(css);
    detach = () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  } else {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.setAttribute('data-rx-styles', '');
    root.prepend(style);
    write = (css) => {
      style.textContent = css;
    };
    detach = () => style.remove();
  }
  write(cssText);

  const textNode = {
    get data() {
      return cssText;
    },
    set data(next: string) {
      if (next === cssText) return;
      cssText = next;
      write(next);
    },
  };
  const fakeStyleElement = { firstChild: textNode, parentNode: root, nonce: nonce ?? '' };
  const gooberTarget = { querySelector: () => fakeStyleElement } as unknown as Element;

  return { gooberTarget, mode, text: () => cssText, detach };
}
