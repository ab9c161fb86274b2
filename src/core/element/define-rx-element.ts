import { QueryScope } from '../api/query-scope';
import { defineElement, type ElementAttributes, type RxElementDefinition } from './define-element';

export type { AttributeType, ElementAttributes, RxElementDefinition, RxElementOf } from './define-element';

/**
 * Defines `tag` as a custom element rendering `widget` with the shared providers, the page's
 * QueryClient included. An element whose first screen asks nothing of the server can use
 * `defineElement` (./define-element) instead and skip TanStack Query's download until a later
 * screen brings its own `QueryScope`.
 */
export function defineRxElement<P, A extends ElementAttributes<P, A> = ElementAttributes<P, object>>(definition: RxElementDefinition<P, A>): CustomElementConstructor {
  return defineElement({ scope: QueryScope, ...definition });
}
