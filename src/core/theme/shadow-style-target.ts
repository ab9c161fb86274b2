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
  /** Replaces the base rules (reset and brand tokens) that precede goober's rules. */
  setBaseCss(css: string): void;
  /** Everything applied to the root: base rules, then goober's. */
  text(): string;
  detach(): void;
}

export function createShadowStyleTarget(root: ShadowRoot, baseCss: string, nonce?: string): ShadowStyleTarget {
  let base = baseCss;
  let rules = ' ';
  let apply: (css: string) => void;
  let detach: () => void;
  const canAdopt =
    'adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;
  const mode: ShadowStyleTarget['mode'] = nonce || !canAdopt ? 'nonce' : 'adopted';

  if (mode === 'adopted') {
    const sheet = new CSSStyleSheet();
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    apply = (css) => sheet.replaceSync(css);
    detach = () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  } else {
    const style = document.createElement('style');
    if (nonce) style.nonce = nonce;
    style.setAttribute('data-rx-styles', '');
    root.prepend(style);
    apply = (css) => {
      style.textContent = css;
    };
    detach = () => style.remove();
  }
  const flush = () => apply(base + rules);
  flush();

  const textNode = {
    get data() {
      return rules;
    },
    set data(next: string) {
      if (next === rules) return;
      rules = next;
      flush();
    },
  };
  const fakeStyleElement = { firstChild: textNode, parentNode: root, nonce: nonce ?? '' };
  const gooberTarget = { querySelector: () => fakeStyleElement } as unknown as Element;

  return {
    gooberTarget,
    mode,
    setBaseCss(css) {
      if (css === base) return;
      base = css;
      flush();
    },
    text: () => base + rules,
    detach,
  };
}
