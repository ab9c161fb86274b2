// The Mailbox page (demo/mailbox/index.html): lists what GET /api/dev/mailbox received, newest
// first, and keeps the list fresh. E-mail HTML is shown in an iframe with an empty `sandbox`
// (nothing in it runs, submits or navigates); codes and links are shown as plain text beside it.
// No inline scripts or styles in this page itself: it is served under a strict CSP.

const POLL_MS = 2_000;

const list = document.getElementById('messages');
const status = document.getElementById('mailbox-status');
const refreshButton = document.getElementById('refresh');
const autoRefresh = document.getElementById('auto-refresh');
const filter = document.getElementById('filter');
const updated = document.getElementById('mailbox-updated');

/** `h('p', { class: 'x' }, 'text', child)`: a tiny DOM builder (text is always text, never HTML). */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') element.addEventListener(name.slice(2), value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat(Infinity)) {
    if (child === undefined || child === null || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

const PURPOSES = {
  'sign-up': 'Sign-up confirmation',
  'forgot-password': 'Password reset',
  'attribute-verification': 'Username or contact verification',
  'sms-mfa': 'SMS sign-in code',
  'temporary-password': 'Temporary password',
  'refill-reminder': 'Refill reminder',
  'document-signing': 'Document signing invitation',
  'text-consent': 'Text message consent',
};

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

/** One message as a list item: heading, facts, codes, links, then the message itself. */
function messageItem(message) {
  const headingId = `message-${message.id}-title`;
  const kind = message.channel === 'email' ? 'E-mail' : 'SMS';
  const title = message.channel === 'email' && message.subject ? `${kind} to ${message.to}: ${message.subject}` : `${kind} to ${message.to}`;
  const facts = h(
    'dl',
    { class: 'message-facts' },
    h('dt', {}, 'Received'),
    h('dd', {}, h('time', { datetime: message.receivedAt }, timeFormat.format(new Date(message.receivedAt)))),
    message.purpose && [h('dt', {}, 'Purpose'), h('dd', {}, PURPOSES[message.purpose] ? `${PURPOSES[message.purpose]} (${message.purpose})` : message.purpose)],
    message.from && [h('dt', {}, 'From'), h('dd', {}, message.from)],
  );
  const codes =
    message.codes.length > 0 &&
    h('p', { class: 'message-codes' }, message.codes.length === 1 ? 'Code ' : 'Codes ', message.codes.map((code, index) => [index > 0 && ', ', h('strong', { class: 'message-code' }, code)]));
  const links =
    message.links.length > 0 &&
    h(
      'div',
      { class: 'message-links' },
      h('p', { id: `message-${message.id}-links` }, message.links.length === 1 ? 'Link' : 'Links'),
      h('ul', { 'aria-labelledby': `message-${message.id}-links` }, message.links.map((link) => h('li', {}, h('a', { href: link }, link)))),
    );
  let body;
  if (message.channel === 'sms') {
    body = h('p', { class: 'message-sms' }, message.text);
  } else if (message.html) {
    const frame = h('iframe', { class: 'message-html', sandbox: '', title: `The e-mail to ${message.to} as sent`, loading: 'lazy' });
    frame.srcdoc = message.html;
    body = [frame, h('details', { class: 'message-text' }, h('summary', {}, 'Plain-text version'), h('pre', {}, message.text))];
  } else {
    body = h('pre', { class: 'message-text' }, message.text);
  }
  return h(
    'li',
    { 'data-message-id': message.id, 'data-to': message.to.toLowerCase() },
    h('article', { class: `message message-${message.channel}`, 'aria-labelledby': headingId }, h('h3', { id: headingId }, title), facts, codes, links, body),
  );
}

let shownIds = new Set();
let newestId = 0;
let loading = false;

function applyFilter() {
  const wanted = filter.value.trim().toLowerCase();
  let visible = 0;
  for (const item of list.children) {
    const show = !wanted || item.dataset.to.includes(wanted);
    item.hidden = !show;
    if (show) visible++;
  }
  return visible;
}

/** The status line (a live region: it changes only when the count or the filter does). */
function describe(total, visible, running, receives) {
  if (!running) return 'The development mailbox is off (RX_DEV_MAILBOX=off, or real transports are configured).';
  if (total === 0) return 'No messages yet. Sign up on the portal, or ask for a code: it arrives here.';
  const channels = receives.email && receives.sms ? '' : receives.email ? ' (e-mail only: SMS goes to the configured transport)' : ' (SMS only: e-mail goes to RX_SMTP_URL)';
  const count = total === 1 ? '1 message' : `${total} messages`;
  const shown = visible === total ? '' : `, ${visible} shown`;
  return `${count}${shown}${channels}.`;
}

let lastAnswer = { running: true, receives: { email: true, sms: true }, total: 0 };

function showStatus() {
  const text = describe(lastAnswer.total, applyFilter(), lastAnswer.running, lastAnswer.receives);
  if (status.textContent !== text) status.textContent = text;
}

/** Fetches the mailbox and adds what is new at the top; a restarted server (ids going back) redraws. */
async function refresh() {
  if (loading) return;
  loading = true;
  try {
    const response = await fetch('/api/dev/mailbox', { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const { running, receives, messages } = await response.json();
    const newestNow = messages[0]?.id ?? 0;
    if (newestNow < newestId || messages.some((message) => !shownIds.has(message.id) && message.id <= newestId)) {
      list.replaceChildren();
      shownIds = new Set();
      newestId = 0;
    }
    const fresh = messages.filter((message) => !shownIds.has(message.id));
    // Oldest of the new ones first, each put at the top: the newest ends up first.
    for (const message of fresh.reverse()) {
      list.prepend(messageItem(message));
      shownIds.add(message.id);
    }
    newestId = Math.max(newestId, newestNow);
    const kept = new Set(messages.map((message) => message.id));
    for (const item of [...list.children]) {
      if (!kept.has(Number(item.dataset.messageId))) {
        shownIds.delete(Number(item.dataset.messageId));
        item.remove();
      }
    }
    lastAnswer = { running, receives, total: messages.length };
    showStatus();
    updated.textContent = `Updated at ${new Date().toLocaleTimeString('en')}`;
  } catch (error) {
    status.textContent = `Could not read the mailbox: ${error instanceof Error ? error.message : 'network error'}. Is the development server running?`;
  } finally {
    loading = false;
  }
}

let timer;
function schedule() {
  clearInterval(timer);
  if (autoRefresh.checked) timer = setInterval(() => void refresh(), POLL_MS);
}

refreshButton.addEventListener('click', () => void refresh());
autoRefresh.addEventListener('change', schedule);
filter.addEventListener('input', showStatus);
void refresh();
schedule();
