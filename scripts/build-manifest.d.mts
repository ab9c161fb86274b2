/** Types of the exports of build-manifest.mjs that tests use. */
export interface ParsedMember {
  name: string;
  type?: string;
  default?: string;
  description: string;
}
export interface ParsedElement {
  tagName: string;
  name: string;
  file: string;
  attributes: ParsedMember[];
  properties: ParsedMember[];
  events: ParsedMember[];
}
export function elementFiles(srcDir?: string): string[];
export function parseElementFile(file: string): ParsedElement;
