import { useStyles, type BoundStyles } from './style-context';

/**
 * A component's rules, declared once at module level (the shape of Shoelace's `x.styles.ts`):
 * each key names a class, each value is goober CSS (nesting with `&`, `@media` inside).
 */
export interface StyleSheetDefinition<K extends string> {
  readonly rules: Readonly<Record<K, string>>;
}

/** Authoring tag for module-level rules: returns the CSS text unchanged. */
export function css(strings: TemplateStringsArray, ...values: Array<string | number>): string {
  return strings.reduce((text, part, index) => text + part + (index < values.length ? String(values[index]) : ''), '');
}

export function defineStyles<K extends string>(rules: Record<K, string>): StyleSheetDefinition<K> {
  return Object.freeze({ rules: Object.freeze({ ...rules }) });
}

const registered = new WeakMap<BoundStyles, WeakMap<StyleSheetDefinition<string>, Readonly<Record<string, string>>>>();

/**
 * The class names of `sheet` in the shadow root this component renders in. The rules are written
 * into that root the first time any component of the root asks for them, never again on render.
 */
export function useSheet<K extends string>(sheet: StyleSheetDefinition<K>): Readonly<Record<K, string>> {
  const bound = useStyles();
  let sheets = registered.get(bound);
  if (!sheets) {
    sheets = new WeakMap();
    registered.set(bound, sheets);
  }
  let classes = sheets.get(sheet);
  if (!classes) {
    const names: Record<string, string> = {};
    for (const [key, rule] of Object.entries<string>(sheet.rules)) names[key] = bound.css(rule);
    classes = Object.freeze(names);
    sheets.set(sheet, classes);
  }
  return classes as Readonly<Record<K, string>>;
}
