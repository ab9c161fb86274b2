#!/usr/bin/env node
/**
 * Writes `dist/custom-elements.json` (Custom Elements Manifest, schema 2.1.0) from the JSDoc
 * block at the top of every element file (`src/elements/rx-*.ts`, `src/elements/host/rx-*.ts`).
 *
 * Why not @custom-elements-manifest/analyzer: most of our elements are not classes but the
 * result of a `defineRxElement({...})` call, and their docs sit in a file-level block, so the
 * analyzer would find nothing without a custom plugin that re-implements this parsing anyway.
 * The block is the single source of truth; this script reads it and nothing else.
 *
 * Supported tags: @tag, @summary, @attr/@attribute, @prop/@property, @fires/@event, @csspart,
 * @cssprop/@cssproperty, @slot. Forms: `@attr {type} name - description`,
 * `@cssprop [--name=default] - description`, `@slot [name] - description`. Free text before
 * the first tag becomes the description; lines that follow a tag continue its description.
 *
 * Usage: node scripts/build-manifest.mjs [--out dist/custom-elements.json] [--check]
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function elementFiles(srcDir = join(root, 'src')) {
  const files = [];
  for (const dir of ['elements', 'elements/host']) {
    let names = [];
    try {
      names = readdirSync(join(srcDir, dir));
    } catch {
      continue;
    }
    for (const name of names.sort()) if (/^rx-[a-z0-9-]+\.ts$/.test(name) && !name.endsWith('.d.ts')) files.push(join(srcDir, dir, name));
  }
  return files;
}

/** The first `/** ... *\/` block of the file, as lines without the leading `*`. */
function docBlock(source) {
  const match = /\/\*\*([\s\S]*?)\*\//.exec(source);
  if (!match) return undefined;
  return match[1].split('\n').map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
}

/** Reads a `{...}` type with nested braces at the start of `text`. */
function readType(text) {
  text = text.trimStart();
  if (!text.startsWith('{')) return { type: undefined, rest: text };
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return { type: text.slice(1, i).trim(), rest: text.slice(i + 1).trimStart() };
  }
  throw new Error(`Unbalanced braces in JSDoc type: ${text}`);
}

/** `name - description`, `[name=default] - description`, `name description`. */
function readNameAndDescription(text) {
  let name;
  let defaultValue;
  let rest;
  const optional = /^\[([^\]=]+)(?:=([^\]]*))?\]\s*(.*)$/s.exec(text);
  if (optional) {
    name = optional[1].trim();
    defaultValue = optional[2]?.trim();
    rest = optional[3];
  } else {
    const plain = /^(\S+)\s*(.*)$/s.exec(text);
    name = plain?.[1] ?? '';
    rest = plain?.[2] ?? '';
  }
  const description = rest.replace(/^-\s*/, '').trim();
  return { name, default: defaultValue, description };
}

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const pascal = (tag) => camel(`-${tag}`);
const clean = (object) => Object.fromEntries(Object.entries(object).filter(([, v]) => v !== undefined && v !== ''));
const typeOf = (text) => (text ? { text } : undefined);

export function parseElementFile(file) {
  const source = readFileSync(file, 'utf8');
  const lines = docBlock(source);
  if (!lines) throw new Error(`${relative(root, file)}: no JSDoc block`);

  // Join continuation lines onto their tag.
  const entries = [];
  const description = [];
  for (const line of lines) {
    const tag = /^@(\w+)\s*(.*)$/.exec(line.trim());
    if (tag) entries.push({ tag: tag[1], text: tag[2] });
    else if (entries.length) {
      if (line.trim()) entries.at(-1).text += ` ${line.trim()}`;
    } else description.push(line);
  }

  const element = { tagName: undefined, summary: undefined, attributes: [], properties: [], events: [], cssParts: [], cssProperties: [], slots: [] };
  for (const { tag, text } of entries) {
    switch (tag) {
      case 'tag':
      case 'tagname':
      case 'customElement':
        element.tagName = text.trim();
        break;
      case 'summary':
        element.summary = text.trim();
        break;
      case 'attr':
      case 'attribute': {
        const { type, rest } = readType(text);
        const { name, default: def, description: desc } = readNameAndDescription(rest);
        element.attributes.push({ name, type, default: def, description: desc });
        break;
      }
      case 'prop':
      case 'property': {
        const { type, rest } = readType(text);
        const { name, default: def, description: desc } = readNameAndDescription(rest);
        element.properties.push({ name, type, default: def, description: desc });
        break;
      }
      case 'fires':
      case 'event': {
        const { type, rest } = readType(text);
        const { name, description: desc } = readNameAndDescription(rest);
        element.events.push({ name, type, description: desc });
        break;
      }
      case 'csspart':
        element.cssParts.push(readNameAndDescription(text));
        break;
      case 'cssprop':
      case 'cssproperty': {
        const { type, rest } = readType(text);
        const { name, default: def, description: desc } = readNameAndDescription(rest);
        element.cssProperties.push({ name, syntax: type, default: def, description: desc });
        break;
      }
      case 'slot': {
        // `@slot - default slot` has no name.
        const text2 = text.trim().startsWith('-') ? `"" ${text.trim()}` : text;
        const parsed = readNameAndDescription(text2);
        element.slots.push({ name: parsed.name === '""' ? '' : parsed.name, description: parsed.description });
        break;
      }
      default:
        throw new Error(`${relative(root, file)}: unknown JSDoc tag @${tag}`);
    }
  }
  const fileTag = /(rx-[a-z0-9-]+)\.ts$/.exec(file)[1];
  if (!element.tagName) throw new Error(`${relative(root, file)}: missing @tag`);
  if (element.tagName !== fileTag) throw new Error(`${relative(root, file)}: @tag ${element.tagName} does not match the file name`);

  const exported =
    /export\s+const\s+(\w+)\s*=\s*define(?:Rx)?Element\b/.exec(source)?.[1] ??
    /export\s+class\s+(\w+)\s+extends\b/.exec(source)?.[1] ??
    `${pascal(element.tagName)}Element`;
  return { ...element, name: exported, description: description.join('\n').trim(), file };
}

export function toManifest(elements) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: elements.map((el) => {
      const path = `elements/${el.tagName}.js`;
      // Members come from @prop only: the JSDoc block is the single source of truth.
      const members = el.properties.map((p) =>
        clean({
          kind: 'field',
          name: p.name,
          type: typeOf(p.type),
          default: p.default,
          description: p.description,
          attribute: el.attributes.find((a) => camel(a.name) === p.name)?.name,
        }),
      );
      const declaration = clean({
        kind: 'class',
        customElement: true,
        tagName: el.tagName,
        name: el.name,
        summary: el.summary,
        description: el.description,
        attributes: el.attributes.map((a) => clean({ name: a.name, type: typeOf(a.type), default: a.default, description: a.description })),
        members,
        events: el.events.map((e) => clean({ name: e.name, type: typeOf(e.type), description: e.description })),
        cssParts: el.cssParts.map((p) => clean({ name: p.name, description: p.description })),
        cssProperties: el.cssProperties.map((p) => clean({ name: p.name, syntax: p.syntax, default: p.default, description: p.description })),
        slots: el.slots.map((s) => ({ name: s.name, ...clean({ description: s.description }) })),
      });
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration],
        exports: [
          { kind: 'js', name: el.name, declaration: { name: el.name, module: path } },
          { kind: 'custom-element-definition', name: el.tagName, declaration: { name: el.name, module: path } },
        ],
      };
    }),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outIndex = process.argv.indexOf('--out');
  const out = resolve(root, outIndex > 0 ? process.argv[outIndex + 1] : 'dist/custom-elements.json');
  const elements = elementFiles().map(parseElementFile);
  const text = `${JSON.stringify(toManifest(elements), null, 2)}\n`;
  if (process.argv.includes('--check')) {
    // The written manifest must be what the element files declare today.
    let written = '';
    try {
      written = readFileSync(out, 'utf8');
    } catch {
      // missing: differs
    }
    if (written !== text) {
      console.error(`${relative(root, out)} differs from the element declarations: run npm run build:manifest`);
      process.exit(1);
    }
    console.log(`custom-elements.json matches the element declarations (${elements.length} elements)`);
  } else {
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, text);
    console.log(`custom-elements.json: ${elements.map((e) => e.tagName).join(', ')} -> ${relative(root, out)}`);
  }
}
