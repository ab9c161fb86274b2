import generated from './element-api-calls.json' with { type: 'json' };

/**
 * Which element makes which API call: one fact, kept in one place. `npm run map:elements`
 * (scripts/map-elements.ts) reads it from the widgets' source (each element's module, the files it
 * imports, their HTTP client calls) and writes it to element-api-calls.json beside this file, and
 * README's element map from the same rows; tests/unit/scripts/element-map.test.ts fails when either
 * differs from the source. The conformance kit reads it here to say which element an endpoint breaks.
 */
export interface ElementApiCalls {
  note: string;
  elements: { tag: string; featureFolder: string; calls: string[] }[];
}

export const ELEMENT_API_CALLS: ElementApiCalls = generated;
