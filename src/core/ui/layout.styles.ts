// With the button styles, which every screen downloads: this rule alone would be a file of its own
// on the screens that use it, costing more in its imports and compression than its few bytes.
export { disclosureToggle, layoutStyles, listReset, spreadRow } from './button.styles';
