import type { AttributeType } from '../../core/element/define-rx-element';
import type { RxEventName } from '../../core/events/emit';

/**
 * What an element takes and fires, declared once in `contracts/<tag>.ts`: the element file defines the element from
 * it (`defineRxElement`) and derives its DOM type from it (`RxElementOf`), and
 * tests/unit/elements/element-contracts.test.ts fails when the JSDoc block that documents the
 * element (and feeds custom-elements.json) names other attributes, properties or events.
 * The attributes every element takes (api-base, brand, company-id, locale) are added by
 * `defineRxElement`.
 */
export interface ElementContract {
  /** camelCase prop name -> how it arrives (see AttributeType). */
  readonly attributes: Readonly<Record<string, AttributeType>>;
  readonly events: readonly RxEventName[];
}

