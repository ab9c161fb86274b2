import { expect } from '@open-wc/testing';
import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-care-programs';
import { setLanguage } from '../../../src/core/i18n/i18n';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { sessionStore } from '../../../src/core/session/session-store';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { axeViolations } from '../support/axe';
import { waitFor } from '../support/wait';
import { mountWithConfig, resetSession, shadow, signInForTest, unmountAll } from '../portal/portal-support';

const mapping = {
  careGroupMapping: [
    {
      drugName: 'Humira Pen',
      gpi: '66-27-00-10-00-F5',
      assessmentReady: false,
      groupAssessmentReady: false,
      options: [
        { diseaseId: 1, diseaseName: "Crohn's disease", gIds: [11] },
        { diseaseId: 2, diseaseName: 'Rheumatoid arthritis', gIds: [12] },
      ],
    },
    {
      drugName: 'Humira Kit',
      gpi: '6627001000E5',
      assessmentReady: true,
      groupAssessmentReady: false,
      options: [{ diseaseId: 2, diseaseName: 'Rheumatoid arthritis', gIds: [13] }],
    },
  ],
  initialSetup: true,
};

const radios = (el: HTMLElement) => [...shadow(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')];
const buttonNamed = (el: HTMLElement, name: string) =>
  [...shadow(el).querySelectorAll<HTMLButtonElement>('button')].find((button) => button.textContent?.trim() === name);
const user = { u_id: 41, groupsMapped: 2 };

function careServer(savePost: (request: RecordedRequest) => { status: number; body?: unknown } = () => ({ status: 200, body: { gIds: [12, 13] } })) {
  return stubFetch((request) => {
    if (request.url.includes('/care-groups/mapping')) return { status: 200, body: mapping };
    if (request.url.includes('/v2/patient/care-groups')) return savePost(request);
    if (request.url.includes('/user') && request.method === 'PUT') return { status: 200, body: { user } };
    return { status: 404, body: { message: 'none' } };
  });
}

describe('<rx-care-programs> on its own', () => {
  let server: ReturnType<typeof stubFetch>;

  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest(null);
    sessionStore().getState().setUser({ groupsMapped: 0 });
  });

  afterEach(() => {
    server?.restore();
    unmountAll();
    resetSession();
  });

  it('shows drugs of one GPI group as one step, keeps Next disabled until chosen, saves and sets groups_mapped 2; axe clean in dark', async () => {
    server = careServer();
    const el = await mountWithConfig<HTMLElement>('<rx-care-programs theme="dark"></rx-care-programs>', 'rx-care-programs');
    await waitFor(() => radios(el).length === 2, 3000, 'the options of the grouped drugs');
    expect(shadow(el).querySelector('[part="drug-name"]')!.textContent).to.equal('Humira Pen, Humira Kit');
    expect(shadow(el).querySelector('[part="step-title"]')!.textContent).to.equal('Medication 1 of 1');
    expect(buttonNamed(el, 'Next')!.disabled).to.equal(true);
    expect(await axeViolations(el)).to.deep.equal([]);

    radios(el)[1]!.click();
    await waitFor(() => !buttonNamed(el, 'Next')!.disabled, 2000, 'Next enabled');
    buttonNamed(el, 'Next')!.click();
    await waitFor(() => buttonNamed(el, 'Confirm'), 2000, 'the review');
    expect(shadow(el).querySelector('[part="review-item"] p')!.textContent).to.equal('Humira Pen, Humira Kit: Rheumatoid arthritis');
    expect(await axeViolations(el)).to.deep.equal([]);

    const saved: number[][] = [];
    el.addEventListener('rx-care-groups-saved', (event) => saved.push(event.detail.gIds));
    buttonNamed(el, 'Confirm')!.click();
    await waitFor(() => saved.length === 1, 3000, 'saved');
    const post = server.requests.find((request) => request.method === 'POST')!;
    expect(post.body).to.deep.equal({ u_id: 41, gIds: [12, 13], groupAssessmentReady: true });
    const put = server.requests.find((request) => request.method === 'PUT')!;
    expect(put.body).to.deep.equal({ u_id: 41, userData: [{ Name: 'groups_mapped', Value: 2 }] });
    expect(sessionStore().getState().user).to.deep.include({ groupsMapped: 2 });
    expect(shadow(el).querySelector('[part="status"]')!.textContent).to.contain('Your care programs are confirmed.');
  });

  it('a refused save shows navigationFailed, does not set groups_mapped, and keeps the choices', async () => {
    server = careServer(() => ({ status: 400, body: { message: 'body/gIds: not offered' } }));
    const el = await mountWithConfig<HTMLElement>('<rx-care-programs></rx-care-programs>', 'rx-care-programs');
    await waitFor(() => radios(el).length === 2, 3000, 'options');
    radios(el)[0]!.click();
    await waitFor(() => !buttonNamed(el, 'Next')!.disabled, 2000, 'Next enabled');
    buttonNamed(el, 'Next')!.click();
    await waitFor(() => buttonNamed(el, 'Confirm'), 2000, 'the review');
    buttonNamed(el, 'Confirm')!.click();
    await waitFor(() => shadow(el).querySelector('[part~="alert-error"]'), 3000, 'the failure');
    expect(shadow(el).querySelector('[part~="alert-error"]')!.textContent).to.contain('We could not save your care programs. Please try again.');
    expect(server.requests.some((request) => request.method === 'PUT')).to.equal(false);
    expect(shadow(el).querySelector('[part="review-item"] p')!.textContent).to.contain("Crohn's disease");
  });

  it('with nothing to map, records groups_mapped 3 and continues to home without a click', async () => {
    server = stubFetch((request) => {
      if (request.url.includes('/care-groups/mapping')) return { status: 404, body: { message: 'No group mappings.' } };
      if (request.url.includes('/user') && request.method === 'PUT') return { status: 200, body: { user: { u_id: 41, groupsMapped: 3 } } };
      return { status: 404, body: { message: 'none' } };
    });
    const navigations: unknown[] = [];
    const listener = (event: Event) => navigations.push((event as CustomEvent).detail);
    document.addEventListener('rx-navigate', listener);
    try {
      const el = await mountWithConfig<HTMLElement>('<rx-care-programs></rx-care-programs>', 'rx-care-programs');
      await waitFor(() => shadow(el).textContent?.includes('There are no care programs to choose for your medications right now.'), 3000, 'the notice');
      await waitFor(() => server.requests.some((request) => request.method === 'PUT'), 3000, 'groups_mapped stored');
      expect(server.requests.find((request) => request.method === 'PUT')!.body).to.deep.equal({ u_id: 41, userData: [{ Name: 'groups_mapped', Value: 3 }] });
      expect(navigations).to.deep.equal([]);
      await waitFor(() => navigations.length > 0, 4000, 'the navigation');
      expect(navigations).to.deep.equal([{ path: '/home', replace: true }]);
      expect(sessionStore().getState().user).to.deep.include({ groupsMapped: 3 });
    } finally {
      document.removeEventListener('rx-navigate', listener);
    }
  });

  it('asks a visitor without a session to log in', async () => {
    resetSession();
    server = careServer();
    const el = await mountWithConfig<HTMLElement>('<rx-care-programs></rx-care-programs>', 'rx-care-programs');
    await waitFor(() => buttonNamed(el, 'Go to login'), 3000, 'the sign-in card');
    expect(server.requests).to.deep.equal([]);
  });
});
