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
  /**
   * Moves the rules into a `<style nonce>`: an <rx-config nonce> upgraded after the widget
   * delivers its nonce late.
   */
  useNonce(nonce: string): void;
  /** Everything applied to the root: base rules, then goober's. */
  text(): string;
  /** Applies pending rules now instead of at the end of the microtask (synchronous readers, tests). */
  flush(): void;
  detach(): void;
}

interface Sink {
  mode: 'nonce' | 'adopted';
  apply(css: string): void;
  detach(): void;
}

function adoptedSink(root: ShadowRoot): Sink {
  const sheet = new CSSStyleSheet();
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return {
    mode: 'adopted',
    apply: (css) => sheet.replaceSync(css),
    detach: () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    },
  };
}

function nonceSink(root: ShadowRoot, nonce: string | undefined): Sink {
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.setAttribute('data-rx-styles', '');
  root.prepend(style);
  return {
    mode: 'nonce',
    apply: (css) => {
      style.textContent = css;
    },
    detach: () => style.remove(),
  };
}

export function createShadowStyleTarget(root: ShadowRoot, baseCss: string, nonce?: string): ShadowStyleTarget {
  let base = baseCss;
  let rules = ' ';
  const canAdopt =
    'adoptedStyleSheets' in root && typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype;
  let sink: Sink = nonce || !canAdopt ? nonceSink(root, nonce) : adoptedSink(root);
  let applied = '';
  let scheduled = false;
  const flushNow = () => {
    scheduled = false;
    const css = base + rules;
    if (css === applied) return;
    applied = css;
    sink.apply(css);
  };
  // goober adds rules one at a time during a render; the sheet is rebuilt once per microtask,
  // before the browser paints, rather than once per rule.
  const flush = () => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(flushNow);
  };
  flushNow();

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
    get mode() {
      return sink.mode;
    },
    setBaseCss(css) {
      if (css === base) return;
      base = css;
      flush();
    },
    useNonce(next) {
      if (sink.mode === 'nonce') return;
      const previous = sink;
      sink = nonceSink(root, next);
      applied = '';
      flushNow();
      previous.detach();
    },
    text: () => base + rules,
    flush: flushNow,
    detach: () => sink.detach(),
  };
}
