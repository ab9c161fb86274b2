import { expect } from '@open-wc/testing';
import { createShadowStyleTarget } from '../../../src/core/theme/shadow-style-target';

/** goober writes its rules through this text node, one rule at a time. */
const gooberText = (target: Element) => (target.querySelector('#_goober') as unknown as { firstChild: { data: string } }).firstChild;

describe('shadow stylesheet updates', () => {
  let replaced: string[];
  let original: typeof CSSStyleSheet.prototype.replaceSync;
  beforeEach(() => {
    replaced = [];
    original = CSSStyleSheet.prototype.replaceSync;
    CSSStyleSheet.prototype.replaceSync = function (this: CSSStyleSheet, css: string) {
      replaced.push(css);
      original.call(this, css);
    };
  });
  afterEach(() => {
    CSSStyleSheet.prototype.replaceSync = original;
  });

  it('rebuilds the sheet once for many rules added in one go, before the next task', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const target = createShadowStyleTarget(root, ':host{color:red}');
    expect(replaced).to.have.length(1);
    const text = gooberText(target.gooberTarget);
    for (let i = 0; i < 20; i++) text.data = `${text.data}.r${i}{margin:${i}px}`;
    expect(replaced).to.have.length(1);
    await Promise.resolve();
    expect(replaced).to.have.length(2);
    expect(replaced[1]).to.contain('.r19{margin:19px}');
    expect(root.adoptedStyleSheets[0]!.cssRules.length).to.equal(21);
    host.remove();
  });
});
