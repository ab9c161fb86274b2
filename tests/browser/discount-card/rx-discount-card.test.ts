import { expect } from '@open-wc/testing';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-discount-card';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import type { DiscountCardResponse } from '../../../src/domain/patient/discount-card.schema';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import { moduleList, mountWithConfig, resetSession, shadow, signInForTest, unmountAll } from '../portal/portal-support';

const card = (discountId: number, memberId: string): DiscountCardResponse => ({
  discountCard: { discountId, discountUrl: null, memberId, rxBIN: '610494', rxGRP: 'RXSAVE20', rxPCN: 'DISC', helpline: '+18005550175' },
  survey: { surveyType: 'FollowUp', redeemed: false, questions: [{ questionId: 1, question: 'How was your experience? (optional)', kind: 'text', options: [] }] },
});

/** A stand-in for the server at the fetch boundary: card 7 is the patient's newest, card 3 an older one. */
function cardServer() {
  return stubFetch((request: RecordedRequest) => {
    const url = new URL(request.url, location.origin);
    if (url.pathname === '/api/discount-cards/answers') return { status: 200, body: { saved: true } };
    if (url.pathname !== '/api/discount-cards') return { status: 404, body: { message: 'not found' } };
    const asked = url.searchParams.get('discount_id');
    if (asked === null || asked === '7') return { status: 200, body: card(7, 'RXD-NEWEST-0007') };
    if (asked === '3') return { status: 200, body: card(3, 'RXD-OLDER-3') };
    return { status: 404, body: { message: 'No such discount card' } };
  });
}

const memberId = (el: HTMLElement) => shadow(el).querySelector('[part="card-fields"] dd')?.textContent ?? null;
const button = (el: HTMLElement, name: string) => [...shadow(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => b.textContent?.trim() === name);
const slides = (el: HTMLElement) => shadow(el).querySelector<HTMLElement>('#rx-discount-slides')!;
const shownSlide = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLElement>('[part="slide"]')].find((slide) => !slide.hidden)?.getAttribute('aria-label');

async function finish(el: HTMLElement) {
  await waitFor(() => button(el, 'Finish'), 3000, 'the question');
  button(el, 'Finish')!.click();
  await waitFor(() => shadow(el).querySelector('[part="carousel"]'), 3000, 'the carousel');
}

describe('<rx-discount-card> on its own', () => {
  let server: ReturnType<typeof stubFetch>;

  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest(moduleList('DiscountCard'));
  });

  afterEach(async () => {
    server?.restore();
    unmountAll();
    resetSession();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('writes the helpline for people and dials its digits', async () => {
    server = cardServer();
    const el = await mountWithConfig<HTMLElement>('<rx-discount-card></rx-discount-card>', 'rx-discount-card');
    const helpline = await waitFor(() => shadow(el).querySelector<HTMLAnchorElement>('[part~="helpline"]'), 3000, 'the helpline');
    expect(helpline.textContent).to.equal('800-555-0175');
    expect(helpline.getAttribute('href')).to.equal('tel:+18005550175');
  });

  it('once the card is redeemed, does not ask the follow-up question that redeems it again', async () => {
    const followUp = card(7, 'RXD-NEWEST-0007');
    followUp.survey = {
      surveyType: 'FollowUp',
      redeemed: true,
      questions: [
        { questionId: 11, question: 'Did you use your card at the pharmacy?', kind: 'choice', options: ['I have picked up my prescription', 'Not yet'] },
        { questionId: 12, question: 'How was your experience? (optional)', kind: 'text', options: [] },
      ],
    };
    server = stubFetch((request) => {
      const url = new URL(request.url, location.origin);
      if (url.pathname === '/api/discount-cards') return { status: 200, body: followUp };
      if (url.pathname === '/api/discount-cards/answers') return { status: 200, body: { saved: true } };
      return { status: 404, body: { message: 'not found' } };
    });
    const el = await mountWithConfig<HTMLElement>('<rx-discount-card></rx-discount-card>', 'rx-discount-card');
    await waitFor(() => button(el, 'Finish'), 3000, 'the remaining question');
    expect(shadow(el).textContent).to.contain('How was your experience? (optional)');
    expect(shadow(el).textContent).not.to.contain('Did you use your card at the pharmacy?');
    expect(shadow(el).querySelectorAll('input[type="radio"]').length).to.equal(0);
    button(el, 'Finish')!.click();
    await waitFor(() => shadow(el).querySelector('[part="carousel"]'), 3000, 'the carousel');
    // Only the optional question was left, blank: nothing to post, nothing redeemed again.
    expect(server.requests.filter((request) => request.method === 'POST')).to.deep.equal([]);
  });

  it('discount-id asks the server for that card', async () => {
    server = cardServer();
    const el = await mountWithConfig<HTMLElement>('<rx-discount-card discount-id="3"></rx-discount-card>', 'rx-discount-card');
    await waitFor(() => memberId(el) === 'RXD-OLDER-3', 3000, 'the older card');
    expect(server.requests.map((r) => r.url)).to.deep.equal(['/api/discount-cards?u_id=41&locale=en&initial=true&discount_id=3']);
    expect(shadow(el).textContent).to.not.contain('We could not find that discount card.');
  });

  it("a card that is not the patient's says so and shows the newest; one that cannot be an id is not asked for", async () => {
    server = cardServer();
    const el = await mountWithConfig<HTMLElement>('<rx-discount-card discount-id="99"></rx-discount-card>', 'rx-discount-card');
    await waitFor(() => memberId(el) === 'RXD-NEWEST-0007', 3000, 'the newest card');
    expect(shadow(el).textContent).to.contain('We could not find that discount card. Here is your current card.');
    expect(server.requests.map((r) => r.url)).to.deep.equal(['/api/discount-cards?u_id=41&locale=en&initial=true&discount_id=99', '/api/discount-cards?u_id=41&locale=en&initial=true']);
    expect(await axeViolations(el)).to.deep.equal([]);

    unmountAll();
    sharedQueryClient().clear();
    server.requests.length = 0;
    const bad = await mountWithConfig<HTMLElement>('<rx-discount-card discount-id="abc"></rx-discount-card>', 'rx-discount-card');
    await waitFor(() => memberId(bad) === 'RXD-NEWEST-0007', 3000, 'the newest card');
    expect(shadow(bad).textContent).to.contain('We could not find that discount card.');
    expect(server.requests.map((r) => r.url)).to.deep.equal(['/api/discount-cards?u_id=41&locale=en&initial=true']);
  });

  it('the settings link is a real link that asks the host for /settings', async () => {
    server = cardServer();
    const el = await mountWithConfig<HTMLElement>('<rx-discount-card></rx-discount-card>', 'rx-discount-card');
    await waitFor(() => memberId(el), 3000, 'the card');
    const link = shadow(el).querySelector<HTMLAnchorElement>('[part="settings-link"]')!;
    expect(link.textContent).to.equal('Settings');
    expect(new URL(link.href).pathname).to.match(/\/settings$/);
    const asked: unknown[] = [];
    el.addEventListener('rx-navigate', (event) => {
      asked.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    link.click();
    expect(asked).to.deep.equal([{ path: '/settings' }]);
  });

  it('the carousel pauses under the pointer and while focus is inside, and goes on when both leave', async () => {
    server = cardServer();
    const el = await mountWithConfig<HTMLElement>('<rx-discount-card></rx-discount-card>', 'rx-discount-card');
    await finish(el);
    await sendMouse({ type: 'move', position: [0, 0] });
    expect(shownSlide(el)).to.equal('1 of 3');
    await waitFor(() => slides(el).getAttribute('aria-live') === 'off', 2000, 'turning');

    const region = shadow(el).querySelector<HTMLElement>('[part="carousel"]')!;
    const box = region.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height - 5)] });
    await waitFor(() => slides(el).getAttribute('aria-live') === 'polite', 2000, 'paused by hover');
    await sendMouse({ type: 'move', position: [0, 0] });
    await waitFor(() => slides(el).getAttribute('aria-live') === 'off', 2000, 'turning again');

    button(el, 'Next slide')!.focus();
    await waitFor(() => slides(el).getAttribute('aria-live') === 'polite', 2000, 'paused by focus');
    button(el, 'Next slide')!.click();
    await waitFor(() => shownSlide(el) === '2 of 3', 2000, 'the next slide');
    button(el, 'Next slide')!.blur();
    await waitFor(() => slides(el).getAttribute('aria-live') === 'off', 2000, 'turning after focus left');
    expect(button(el, 'Stop slide show')).to.exist;
  });

  it('asking for reduced motion stops the turning; Start turns it again', async () => {
    server = cardServer();
    const el = await mountWithConfig<HTMLElement>('<rx-discount-card></rx-discount-card>', 'rx-discount-card');
    await finish(el);
    await sendMouse({ type: 'move', position: [0, 0] });
    await emulateMedia({ reducedMotion: 'reduce' });
    await waitFor(() => button(el, 'Start slide show'), 2000, 'stopped');
    expect(slides(el).getAttribute('aria-live')).to.equal('polite');
    button(el, 'Start slide show')!.click();
    await waitFor(() => button(el, 'Stop slide show'), 2000, 'started');
    button(el, 'Stop slide show')!.blur();
    await waitFor(() => slides(el).getAttribute('aria-live') === 'off', 2000, 'turning');
  });
});
