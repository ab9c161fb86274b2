import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-counseling';
import '../../../src/elements/rx-home';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import type { CounselingEvent } from '../../../src/domain/medication/counseling.schema';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import { moduleList, mountWithConfig, resetSession, shadow, signInForTest, unmountAll } from '../portal/portal-support';

const events: CounselingEvent[] = [
  { eventId: 8, counselingName: 'Inhaler technique', timeCreated: '2026-03-02T15:00:00Z', completed: 0, portalPrompt: 'Read before your next dose.', options: [{ content: 'Shake it', response: 'Shake for 5 seconds.\nBreathe out first.' }] },
  { eventId: 5, counselingName: 'Welcome', timeCreated: '2026-01-10T15:00:00Z', completed: 1, portalPrompt: 'Hello.', options: [] },
];

/**
 * A stand-in for the server: GET /user/counseling (completed=0: the items still to review) and POST
 * /user/counseling/viewed, at the fetch boundary; home's pending activities are none.
 */
function counselingServer() {
  const state = events.map((event) => ({ ...event }));
  return stubFetch((request: RecordedRequest) => {
    if (request.url.startsWith('/api/user/activities')) return { status: 200, body: { activityDetails: [] } };
    if (request.url.startsWith('/api/user/counseling/viewed')) {
      const event = state.find((candidate) => candidate.eventId === (request.body as { eventId: number }).eventId);
      if (!event) return { status: 404, body: { message: 'No such counseling item' } };
      event.completed = 1;
      return { status: 200, body: { counselingEvent: event } };
    }
    if (request.url.startsWith('/api/user/counseling')) {
      const toReview = new URL(request.url, location.origin).searchParams.get('completed') === '0';
      return { status: 200, body: { counseling: toReview ? state.filter((event) => !event.completed) : state } };
    }
    return { status: 404, body: { message: 'not found' } };
  });
}

const items = (el: HTMLElement, part: string) => [...shadow(el).querySelectorAll<HTMLButtonElement>(`[part~="${part}"] [part~="item"]`)];

describe('<rx-counseling>', () => {
  let server: ReturnType<typeof stubFetch>;

  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest(moduleList('WEB_Counseling'));
  });

  afterEach(() => {
    server?.restore();
    unmountAll();
    resetSession();
  });

  it('lists the items to review and the reviewed ones; axe clean in the dark scheme too', async () => {
    server = counselingServer();
    const el = await mountWithConfig<HTMLElement>('<rx-counseling theme="dark"></rx-counseling>', 'rx-counseling');
    await waitFor(() => items(el, 'need-to-review').length === 1, 3000, 'the list');
    expect(items(el, 'need-to-review')[0]!.textContent).to.contain('Inhaler technique');
    expect(items(el, 'reviewed').map((item) => item.textContent)).to.have.length(1);
    expect(server.requests[0]!.url).to.equal('/api/user/counseling?u_id=41');
    expect(await axeViolations(el)).to.deep.equal([]);
  });

  it('event-id opens the detail and marks the item viewed once; the toggle expands the response', async () => {
    server = counselingServer();
    const el = await mountWithConfig<HTMLElement>('<rx-counseling event-id="8"></rx-counseling>', 'rx-counseling');
    await waitFor(() => shadow(el).querySelector('[part="detail"]'), 3000, 'the detail');
    expect(shadow(el).querySelector('[part="title"]')!.textContent).to.equal('Inhaler technique');
    await waitFor(() => server.requests.some((r) => r.method === 'POST'), 3000, 'viewed posted');
    const posts = server.requests.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).to.deep.equal([{ u_id: 41, eventId: 8 }]);
    const toggle = shadow(el).querySelector<HTMLButtonElement>('[part="option-toggle"]')!;
    const response = shadow(el).querySelector<HTMLElement>('[part="response"]')!;
    expect(response.hidden).to.equal(true);
    toggle.click();
    await waitFor(() => toggle.getAttribute('aria-expanded') === 'true', 2000, 'expanded');
    expect([...response.querySelectorAll('p')].map((p) => p.textContent)).to.deep.equal(['Shake for 5 seconds.', 'Breathe out first.']);
    // The focus ring is the base one (3px, the focus colour), drawn inside the toggle's frame.
    toggle.focus({ focusVisible: true } as FocusOptions);
    await waitFor(() => toggle.matches(':focus-visible'), 2000, 'focus-visible');
    const ring = getComputedStyle(toggle);
    expect([ring.outlineStyle, ring.outlineWidth, ring.outlineColor, ring.outlineOffset, ring.fontWeight]).to.deep.equal(['solid', '3px', 'rgb(26, 115, 232)', '-3px', '700']);
    expect(await axeViolations(el)).to.deep.equal([]);
    // Back goes to the list, where the item is now reviewed.
    (shadow(el).querySelector('[part~="back-button"]') as HTMLButtonElement).click();
    await waitFor(() => items(el, 'reviewed').length === 2, 3000, 'reviewed after viewing');
    expect(server.requests.filter((r) => r.method === 'POST')).to.have.length(1);
  });

  it('an unknown event_id in the address shows the list and leaves the address bar, other parameters kept', async () => {
    const before = location.href;
    history.replaceState(history.state, '', `${location.pathname}?brand=x&event_id=999#top`);
    try {
      server = counselingServer();
      const el = await mountWithConfig<HTMLElement>('<rx-counseling></rx-counseling>', 'rx-counseling');
      await waitFor(() => items(el, 'need-to-review').length === 1, 3000, 'the list');
      await waitFor(() => !location.search.includes('event_id'), 2000, 'event_id removed');
      expect(location.search).to.equal('?brand=x');
      expect(location.hash).to.equal('#top');
    } finally {
      history.replaceState(history.state, '', before);
    }
  });

  it('an unknown event-id shows the list; Back from the list asks for home', async () => {
    server = counselingServer();
    const el = await mountWithConfig<HTMLElement>('<rx-counseling event-id="999"></rx-counseling>', 'rx-counseling');
    await waitFor(() => items(el, 'need-to-review').length === 1, 3000, 'the list');
    expect(shadow(el).querySelector('[part="detail"]')).to.equal(null);
    const paths: string[] = [];
    el.addEventListener('rx-navigate', (event) => paths.push(event.detail.path));
    (shadow(el).querySelector('[part~="back-button"]') as HTMLButtonElement).click();
    expect(paths).to.deep.equal(['/home']);
  });

  it("beside <rx-home>: marking the last item to review viewed takes the counseling tile off home's screen", async () => {
    server = counselingServer();
    const home = await mountWithConfig<HTMLElement>('<rx-home></rx-home>', 'rx-home');
    const tileNames = () => [...shadow(home).querySelectorAll('[part="tile"]')].map((tile) => tile.textContent!.replace(/\s+/g, ' ').trim());
    await waitFor(() => tileNames().includes('Counseling1, 1 item to review'), 4000, 'the counseling tile with its badge');
    const el = await mountWithConfig<HTMLElement>('<rx-counseling event-id="8"></rx-counseling>', 'rx-counseling');
    await waitFor(() => shadow(el).querySelector('[part="detail"]'), 3000, 'the detail');
    await waitFor(() => server.requests.some((r) => r.method === 'POST'), 3000, 'viewed posted');
    await waitFor(() => !tileNames().some((name) => name.startsWith('Counseling')), 3000, 'the counseling tile gone');
    expect(server.requests.filter((r) => r.url.startsWith('/api/user/counseling?') && r.url.includes('completed=0'))).to.have.length(2);
  });
});
