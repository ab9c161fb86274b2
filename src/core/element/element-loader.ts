/**
 * How a widget that renders other `rx-*` tags inside its own shadow root gets them defined.
 *
 * The autoloader watches the document only; a shadow root hides its children from it. The
 * element layer (which may import the loader) registers the loader here, and a widget calls
 * `loadElementsIn(shadowRoot)` without knowing the loader: features never import it.
 */
export type ElementLoader = (root: ShadowRoot | Document) => void;

let loader: ElementLoader | undefined;
let catalog: ReadonlySet<string> | undefined;
const watched = new WeakSet<ShadowRoot | Document>();

/**
 * Registers the loader, and optionally the tags it can load (so a widget can tell a tag that will
 * be defined from one that does not exist in this build).
 */
export function setElementLoader(fn: ElementLoader, tags?: Iterable<string>): void {
  loader = fn;
  if (tags) catalog = new Set(tags);
}

/** Loads the `rx-*` tags in `root`, now and as they are added; once per root. */
export function loadElementsIn(root: ShadowRoot | Document): void {
  if (!loader || watched.has(root)) return;
  watched.add(root);
  loader(root);
}

/**
 * Whether `tag` is (or can be) defined: defined already, or known to the registered loader.
 * Without a registered tag list only defined tags count.
 */
export function isElementAvailable(tag: string): boolean {
  if (typeof customElements !== 'undefined' && customElements.get(tag)) return true;
  return catalog?.has(tag) ?? false;
}
