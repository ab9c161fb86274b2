import { useLayoutEffect, useRef } from 'react';

export interface RoutedElementProps {
  /** A container React renders no children into: the element lives there. */
  container: HTMLElement;
  tag: string;
  /** String attributes (config passed down, query parameters the route maps). */
  attributes: Record<string, string | undefined>;
  /** Route state, set as properties once the element is defined. */
  properties: Record<string, unknown>;
  className?: string;
}

/** Sets properties once the tag is defined: one set on a not-yet-upgraded element would hide its accessor. */
function assignWhenDefined(element: HTMLElement, tag: string, properties: Record<string, unknown>, alive: () => boolean) {
  if (Object.keys(properties).length === 0) return;
  const assign = () => {
    if (!alive()) return;
    for (const [name, value] of Object.entries(properties)) (element as unknown as Record<string, unknown>)[name] = value;
  };
  if (customElements.get(tag)) assign();
  else void customElements.whenDefined(tag).then(assign);
}

function syncAttributes(element: HTMLElement, attributes: Record<string, string | undefined>, previous: Record<string, string | undefined>) {
  for (const name of Object.keys(previous)) if (attributes[name] === undefined) element.removeAttribute(name);
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined && element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/**
 * Puts a screen's custom element into `container`. The element is created and removed by hand,
 * in a container React never empties: the element is a React root of its own, and removing it
 * during this root's commit would unmount that root while React is rendering. Removal waits for
 * the commit to end.
 */
export function RoutedElement({ container, tag, attributes, properties, className }: RoutedElementProps) {
  const elementRef = useRef<HTMLElement | null>(null);
  const current = useRef({ attributes, properties });
  current.current = { attributes, properties };
  const applied = useRef<{ attributes: Record<string, string | undefined>; properties: Record<string, unknown> } | null>(null);

  useLayoutEffect(() => {
    const element = document.createElement(tag);
    element.setAttribute('part', 'screen');
    if (className) element.className = className;
    const { attributes: attrs, properties: props } = current.current;
    syncAttributes(element, attrs, {});
    elementRef.current = element;
    applied.current = { attributes: attrs, properties: props };
    assignWhenDefined(element, tag, props, () => elementRef.current === element);
    container.append(element);
    return () => {
      if (elementRef.current === element) elementRef.current = null;
      queueMicrotask(() => element.remove());
    };
  }, [container, tag, className]);

  // Later changes of attributes or state reach the same element.
  useLayoutEffect(() => {
    const element = elementRef.current;
    const last = applied.current;
    if (!element || !last) return;
    if (last.attributes !== attributes) syncAttributes(element, attributes, last.attributes);
    if (last.properties !== properties) assignWhenDefined(element, tag, properties, () => elementRef.current === element);
    applied.current = { attributes, properties };
  }, [tag, attributes, properties]);

  return null;
}
