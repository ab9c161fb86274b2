import { createElement, useLayoutEffect, useRef } from 'react';

export interface RoutedElementProps {
  tag: string;
  /** String attributes (config passed down, query parameters the route maps). */
  attributes: Record<string, string | undefined>;
  /** Route state, set as properties once the element is defined. */
  properties: Record<string, unknown>;
  className?: string;
}

/**
 * Renders a screen's custom element. Properties are assigned only after the tag is defined:
 * a property set on a not-yet-upgraded element would hide the element's own accessor.
 */
export function RoutedElement({ tag, attributes, properties, className }: RoutedElementProps) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || Object.keys(properties).length === 0) return;
    let cancelled = false;
    const assign = () => {
      if (cancelled) return;
      for (const [name, value] of Object.entries(properties)) (element as unknown as Record<string, unknown>)[name] = value;
    };
    if (customElements.get(tag)) assign();
    else void customElements.whenDefined(tag).then(assign);
    return () => {
      cancelled = true;
    };
  }, [tag, properties]);
  return createElement(tag, { ref, className, part: 'screen', ...attributes });
}
