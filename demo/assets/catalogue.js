// The element catalogue (demo/index.html): builds itself from /dist/custom-elements.json.
// For every element: the live element, a form editing its attributes, a copy-paste snippet.
// One event log listens on the document for every event the manifest names.
// No inline scripts or styles anywhere: this page must stay clean under a strict CSP.

/**
 * Elements that are a whole page: shown on their own page, not inside a catalogue card (a page
 * has one main landmark, and the portal would render a second copy of every screen here).
 */
const fullPageElements = { 'rx-portal': '/portal/' };

/** Attribute values that make each element show something useful in the demo. */
const demoDefaults = {
  'rx-unsubscribe': { email: 'pat.demo@example.com' },
};

const MAX_LOG_ENTRIES = 200;
/** The loader tag the snippets show: this server's /dist/ until the CDN's pinned version is known (cdnLoaderTag). */
let loaderTag = `<script type="module" src="${new URL('/dist/rx-widgets.js', location.href).href}"></script>`;

/**
 * The pinned version's loader on this server's CDN folder (scripts/build-cdn.mjs), with its
 * Subresource Integrity: what a partner copies. Null when the CDN folder is not built.
 */
async function cdnLoaderTag() {
  try {
    const versions = await (await fetch('/cdn/versions.json')).json();
    const manifest = await (await fetch(`/cdn/${versions.latest}/integrity.json`)).json();
    const src = new URL(`/cdn/${manifest.version}/${manifest.loader}`, location.href).href;
    return `<script type="module" src="${src}"\n  integrity="${manifest.files[manifest.loader]}"\n  crossorigin="anonymous"></script>`;
  } catch {
    return null;
  }
}

/** `h('p', { class: 'x' }, 'text', child)`: a tiny DOM builder (text is always text, never HTML). */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function openTag(element) {
  const attributes = [...element.attributes]
    .filter((attribute) => attribute.name !== 'id' && attribute.name !== 'class')
    .map((attribute) => (attribute.value === '' ? ` ${attribute.name}` : ` ${attribute.name}="${escapeAttribute(attribute.value)}"`))
    .join('');
  return `<${element.localName}${attributes}>`;
}

function snippetFor(declaration, live) {
  const loader = loaderTag;
  if (declaration.tagName === 'rx-config') {
    return `${loader}\n${openTag(live)}\n  <!-- rx-* elements here share this configuration -->\n</rx-config>`;
  }
  return `${loader}\n${openTag(live)}</${declaration.tagName}>`;
}

async function copyText(text) {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Fall through to the selection-based copy (no clipboard permission, plain http...).
    }
  }
  const area = h('textarea', { class: 'offscreen', readonly: true, 'aria-hidden': 'true' });
  area.value = text;
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  return copied;
}

function list(title, items, render) {
  if (!items?.length) return null;
  return h('div', { class: 'api-list' }, h('h4', {}, title), h('ul', {}, items.map((item) => h('li', {}, render(item)))));
}

function apiDetails(declaration) {
  const lists = [
    list('Events', declaration.events, (event) => [h('code', {}, event.name), event.type ? ` ${event.type.text}` : '', event.description ? `: ${event.description}` : '']),
    list('Properties', declaration.members?.filter((member) => member.kind === 'field'), (member) => [
      h('code', {}, member.name),
      member.type ? ` ${member.type.text}` : '',
      member.description ? `: ${member.description}` : '',
    ]),
    list('CSS parts', declaration.cssParts, (part) => [h('code', {}, `::part(${part.name})`), part.description ? `: ${part.description}` : '']),
    list('CSS custom properties', declaration.cssProperties, (property) => [
      h('code', {}, property.name),
      property.default ? ` (default ${property.default})` : '',
      property.description ? `: ${property.description}` : '',
    ]),
    list('Slots', declaration.slots, (slot) => [h('code', {}, slot.name || '(default)'), slot.description ? `: ${slot.description}` : '']),
  ].filter(Boolean);
  if (!lists.length) return null;
  return h('details', { class: 'api-details' }, h('summary', {}, 'Events, properties, parts and custom properties'), lists);
}

function elementCard(declaration, configWrapper) {
  const tag = declaration.tagName;
  const isConfig = tag === 'rx-config';
  const live = isConfig ? configWrapper : document.createElement(tag);
  if (!isConfig) {
    for (const [name, value] of Object.entries(demoDefaults[tag] ?? {})) live.setAttribute(name, value);
  }

  const code = h('code', {});
  const status = h('span', { class: 'copy-status', role: 'status' });
  const refreshSnippet = () => {
    code.textContent = snippetFor(declaration, live);
  };

  const fields = (declaration.attributes ?? []).map((attribute) => {
    const id = `${tag}--${attribute.name}`;
    const hintId = `${id}--hint`;
    const input = h('input', {
      id,
      type: 'text',
      name: attribute.name,
      autocomplete: 'off',
      spellcheck: 'false',
      placeholder: attribute.default ?? '',
      'aria-describedby': attribute.description ? hintId : undefined,
    });
    input.value = live.getAttribute(attribute.name) ?? '';
    input.addEventListener('input', () => {
      if (input.value === '') live.removeAttribute(attribute.name);
      else live.setAttribute(attribute.name, input.value);
      refreshSnippet();
    });
    return h(
      'div',
      { class: 'attr-field' },
      h('label', { for: id }, h('code', {}, attribute.name), attribute.type ? h('span', { class: 'attr-type' }, attribute.type.text) : null),
      input,
      attribute.description ? h('p', { class: 'attr-hint', id: hintId }, attribute.description) : null,
    );
  });

  const copyButton = h('button', {
    type: 'button',
    class: 'copy-button',
    onclick: async () => {
      status.textContent = (await copyText(code.textContent ?? '')) ? 'Copied' : 'Copy failed: select the text instead';
      setTimeout(() => (status.textContent = ''), 2500);
    },
  }, 'Copy');

  refreshSnippet();
  const liveBox = h('div', { class: 'element-live' });
  if (isConfig) {
    liveBox.append(h('p', { class: 'demo-hint' }, 'This page wraps every live element in this <rx-config>: its attributes below configure them all.'));
  } else if (fullPageElements[tag]) {
    liveBox.append(h('p', { class: 'demo-hint' }, 'A whole page: ', h('a', { href: fullPageElements[tag] }, `open <${tag}> on its own page`), '.'));
  } else {
    liveBox.append(live);
  }

  return h(
    'article',
    { class: 'element-card', id: `element-${tag}`, 'aria-labelledby': `${tag}--title` },
    h('header', { class: 'element-head' }, h('h2', { id: `${tag}--title` }, h('code', {}, `<${tag}>`)), declaration.summary ? h('p', {}, declaration.summary) : null),
    declaration.description ? h('p', { class: 'element-description' }, declaration.description) : null,
    liveBox,
    h(
      'div',
      { class: 'element-tools' },
      h('form', { class: 'attr-form', 'aria-label': `${tag} attributes`, onsubmit: (event) => event.preventDefault() }, h('h3', {}, 'Attributes'), fields.length ? fields : h('p', {}, 'No attributes.')),
      h('div', { class: 'snippet' }, h('h3', {}, 'Snippet'), h('pre', {}, code), h('div', { class: 'snippet-actions' }, copyButton, status)),
    ),
    apiDetails(declaration),
  );
}

function setUpEventLog(declarations) {
  const log = document.getElementById('event-log');
  const names = [...new Set(declarations.flatMap((declaration) => (declaration.events ?? []).map((event) => event.name)))];
  for (const name of names) {
    document.addEventListener(name, (event) => {
      let detail;
      try {
        detail = JSON.stringify(event.detail ?? null, null, 2);
      } catch {
        detail = String(event.detail);
      }
      const source = event.target instanceof Element ? `<${event.target.localName}>` : '';
      const entry = h(
        'li',
        { class: 'event-entry' },
        h('div', { class: 'event-head' }, h('code', { class: 'event-name' }, event.type), h('span', { class: 'event-meta' }, `${source} ${new Date().toLocaleTimeString()}`)),
        h('pre', { class: 'event-detail' }, detail),
      );
      log.prepend(entry);
      while (log.children.length > MAX_LOG_ENTRIES) log.lastElementChild?.remove();
    });
  }
  document.getElementById('clear-events')?.addEventListener('click', () => log.replaceChildren());
  if (!names.length) log.replaceChildren(h('li', { class: 'demo-hint' }, 'No element declares events yet.'));
}

async function showDemoAccounts() {
  const box = document.getElementById('demo-accounts');
  const empty = () => box.replaceChildren(h('p', {}, 'No demo accounts yet.'));
  let accounts;
  let registrationCodes = [];
  try {
    const response = await fetch('/api/dev/accounts', { headers: { accept: 'application/json' } });
    if (!response.ok) return empty();
    const body = await response.json();
    accounts = Array.isArray(body) ? body : body?.accounts;
    if (Array.isArray(body?.registrationCodes)) registrationCodes = body.registrationCodes;
  } catch {
    return empty();
  }
  if (!Array.isArray(accounts) || accounts.length === 0) return empty();
  const rows = accounts.map((account) =>
    h(
      'tr',
      {},
      h('td', {}, h('code', {}, account.username ?? account.email ?? account.login ?? '')),
      h('td', {}, h('code', {}, account.password ?? '')),
      h('td', {}, account.demonstrates ?? account.description ?? account.note ?? account.purpose ?? ''),
    ),
  );
  box.replaceChildren(
    h(
      'table',
      { class: 'accounts' },
      h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Username'), h('th', { scope: 'col' }, 'Password'), h('th', { scope: 'col' }, 'What it demonstrates'))),
      h('tbody', {}, rows),
    ),
    ...registrationCodeTable(registrationCodes),
  );
}

function registrationCodeTable(codes) {
  if (codes.length === 0) return [];
  const rows = codes.map((entry) =>
    h(
      'tr',
      {},
      h('td', {}, h('a', { href: entry.registerPath }, h('code', {}, entry.code))),
      h('td', {}, `${entry.patient.fname} ${entry.patient.lname}, born ${entry.patient.dob}`),
      h('td', {}, h('code', {}, entry.username)),
      h('td', {}, entry.brand.name),
      h('td', {}, entry.seededAs === 'used' ? 'already used (shows the refusal)' : 'open'),
    ),
  );
  return [
    h('h3', { id: 'registration-codes-title' }, 'Registration codes'),
    h(
      'table',
      { class: 'accounts', 'aria-labelledby': 'registration-codes-title' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'Code (opens the register page)'),
          h('th', { scope: 'col' }, 'Issued to'),
          h('th', { scope: 'col' }, 'Username'),
          h('th', { scope: 'col' }, 'Brand'),
          h('th', { scope: 'col' }, 'State'),
        ),
      ),
      h('tbody', {}, rows),
    ),
  ];
}

async function showCatalogue() {
  const catalogue = document.getElementById('catalogue');
  const configWrapper = document.getElementById('catalogue-config');
  let manifest;
  const cdnTag = cdnLoaderTag();
  try {
    const response = await fetch('/dist/custom-elements.json');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    manifest = await response.json();
  } catch (error) {
    catalogue.replaceChildren(h('p', { class: 'demo-error' }, `Could not read /dist/custom-elements.json (${error.message}). Run npm run build.`));
    return;
  }
  const declarations = (manifest.modules ?? [])
    .flatMap((module) => module.declarations ?? [])
    .filter((declaration) => declaration.customElement && declaration.tagName)
    // <rx-config> first: it configures the others.
    .sort((a, b) => (a.tagName === 'rx-config' ? -1 : b.tagName === 'rx-config' ? 1 : a.tagName.localeCompare(b.tagName)));

  loaderTag = (await cdnTag) ?? loaderTag;
  setUpEventLog(declarations);
  const toc = h(
    'nav',
    { class: 'element-toc', 'aria-label': 'Elements' },
    h('ul', {}, declarations.map((declaration) => h('li', {}, h('a', { href: `#element-${declaration.tagName}` }, h('code', {}, declaration.tagName))))),
  );
  catalogue.replaceChildren(toc, ...declarations.map((declaration) => elementCard(declaration, configWrapper)));
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}

function setUpAuthLinkMaker() {
  const form = document.getElementById('auth-link-maker');
  const result = document.getElementById('auth-link-result');
  form?.addEventListener('submit', async (event) => {
    event.preventDefault();
    const username = new FormData(form).get('username');
    try {
      const response = await fetch('/api/dev/auth-links', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ username }),
      });
      const body = await response.json();
      if (!response.ok) throw new Error(body?.message ?? `HTTP ${response.status}`);
      const href = new URL(body.loginPath, location.origin).href;
      result.replaceChildren('Single use, until ', new Date(body.expiresAt).toLocaleTimeString(), ': ', h('a', { href, id: 'auth-link' }, href));
    } catch (error) {
      result.replaceChildren(h('span', { class: 'demo-error' }, `Could not make a link: ${error.message}`));
    }
  });
}

void showDemoAccounts();
setUpAuthLinkMaker();
void showCatalogue();
