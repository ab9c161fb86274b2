import axe from 'axe-core';

/** Runs axe on an element (open shadow roots included) and returns the violations. */
export async function axeViolations(element: Element) {
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
