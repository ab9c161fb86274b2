import '../../../src/elements/host/rx-config';
import '../../../src/elements/rx-survey';
import { expect } from '@open-wc/testing';
import { sharedQueryClient } from '../../../src/core/api/query-client';
import { setLanguage } from '../../../src/core/i18n/i18n';
import type { Survey } from '../../../src/domain/survey/survey.schema';
import { axeViolations } from '../support/axe';
import { stubFetch, type RecordedRequest } from '../support/fetch-stub';
import { waitFor } from '../support/wait';
import { resetSession, shadow, signInForTest } from '../portal/portal-support';

const survey: Survey = {
  surveyId: 5,
  surveyEventId: 77,
  surveyName: 'Check-in',
  scoreType: 'SUM',
  avgNumQuestions: 2,
  activityId: null,
  partialResponse: null,
  questions: [
    { questionNum: 1, question: 'Pain today?', questionType: 'MC', options: ['Low', 'High'], actions: ['Next:2', 'Next:2'], scoreActions: null, RxVectorScore: ['0', '2'], multipleAnswers: false },
    { questionNum: 2, question: 'Call you?', questionType: 'MC', options: ['Yes', 'No'], actions: ['Finished', 'Finished'], scoreActions: null, RxVectorScore: ['N/A', 'N/A'], multipleAnswers: false },
  ],
};

const pathOf = (request: RecordedRequest) => request.url.split('?')[0]!;
const mounted: HTMLElement[] = [];

async function mountSurvey(attributes: Record<string, string>): Promise<HTMLElement> {
  const config = document.createElement('rx-config');
  config.setAttribute('analytics', 'false');
  const el = document.createElement('rx-survey');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  config.append(el);
  document.body.append(config);
  mounted.push(config);
  await waitFor(() => el.shadowRoot?.querySelector('.rx-root'), 3000, 'rx-survey first render');
  return el;
}

const text = (el: HTMLElement) => shadow(el).textContent ?? '';
function button(el: HTMLElement, name: string): HTMLButtonElement {
  const found = [...shadow(el).querySelectorAll('button')].find((b) => (b.textContent ?? '').trim() === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}
function radio(el: HTMLElement, label: string): HTMLInputElement {
  const input = [...shadow(el).querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((candidate) => shadow(el).querySelector(`label[for="${candidate.id}"]`)?.textContent?.trim() === label);
  if (!input) throw new Error(`no radio "${label}"`);
  return input;
}
const waitText = (el: HTMLElement, wanted: string) => waitFor(() => text(el).includes(wanted), 3000, `"${wanted}"`);

describe('<rx-survey>', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(async () => {
    await setLanguage('en');
    resetSession();
    sharedQueryClient().clear();
    signInForTest(null);
  });
  afterEach(() => {
    api?.restore();
    mounted.splice(0).forEach((node) => node.remove());
  });

  it("shows 'unable to submit' when the submit fails, and submits on the next try", async () => {
    let submits = 0;
    api = stubFetch((request) => {
      if (pathOf(request) === '/api/surveys') return { status: 200, body: { surveys: [survey] } };
      if (pathOf(request) === '/api/survey-responses') return ++submits === 1 ? { status: 500, body: { message: 'down' } } : { status: 200, body: { ok: true, score: 2, flaggedQuestions: [] } };
      return { status: 200, body: { ok: true, score: 0, flaggedQuestions: [] } };
    });
    const el = await mountSurvey({ 'survey-event-id': '77' });
    await waitText(el, 'Pain today?');
    radio(el, 'High').click();
    button(el, 'Next').click();
    await waitText(el, 'Call you?');
    radio(el, 'No').click();
    button(el, 'Submit').click();
    await waitText(el, 'We were unable to submit your assessment. Please try again.');
    expect(radio(el, 'No').checked).to.equal(true);
    button(el, 'Submit').click();
    await waitText(el, 'Assessment complete');
    expect(submits).to.equal(2);
    const body = api.requests.filter((request) => pathOf(request) === '/api/survey-responses').at(-1)!.body as Record<string, unknown>;
    expect(body).to.deep.include({ u_id: 41, survey_event_id: 77, surveyId: 5, numQuestions: 2, score: 2 });
    expect(body.time_completed).to.match(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('posts a partial response on Next only when the answer differs from the stored one, and ignores its failure', async () => {
    let partialStatus = 200;
    api = stubFetch((request) =>
      pathOf(request) === '/api/surveys'
        ? { status: 200, body: { surveys: [survey] } }
        : partialStatus === 200
          ? { status: 200, body: { ok: true, score: 0, flaggedQuestions: [] } }
          : { status: partialStatus, body: { message: 'down' } },
    );
    const partials = () => api!.requests.filter((request) => pathOf(request) === '/api/survey-responses/partial');
    const el = await mountSurvey({ 'survey-event-id': '77' });
    await waitText(el, 'Pain today?');
    radio(el, 'Low').click();
    button(el, 'Next').click();
    await waitText(el, 'Call you?');
    expect(partials()).to.have.length(1);
    button(el, 'Back').click();
    await waitText(el, 'Pain today?');
    expect(radio(el, 'Low').checked).to.equal(true);
    button(el, 'Next').click();
    await waitText(el, 'Call you?');
    expect(partials()).to.have.length(1);
    button(el, 'Back').click();
    await waitText(el, 'Pain today?');
    radio(el, 'High').click();
    button(el, 'Next').click();
    await waitText(el, 'Call you?');
    expect(partials()).to.have.length(2);
    expect((partials()[1]!.body as { score: number }).score).to.equal(2);

    // A failed post is ignored (the survey goes on), and the stored partial still differs: the next Next posts again.
    partialStatus = 503;
    button(el, 'Back').click();
    await waitText(el, 'Pain today?');
    radio(el, 'Low').click();
    button(el, 'Next').click();
    await waitText(el, 'Call you?');
    expect(partials()).to.have.length(3);
    button(el, 'Back').click();
    await waitText(el, 'Pain today?');
    button(el, 'Next').click();
    await waitText(el, 'Call you?');
    expect(partials()).to.have.length(4);
    expect(text(el)).not.to.include('unable to submit');
  });

  it('starts afresh with the survey error when the partial response does not fit', async () => {
    const broken = { ...survey, partialResponse: { partialAnswers: [{ questionNum: 2, answer: 'Yes', answerOption: 0 }], numQuestionsAnswered: 1, partialScore: 0 } };
    api = stubFetch(() => ({ status: 200, body: { surveys: [broken] } }));
    const el = await mountSurvey({ 'survey-event-id': '77' });
    await waitText(el, 'Something went wrong with your assessment, so it starts again from the first question.');
    expect(text(el)).to.include('Pain today?');
  });

  it('is axe clean in the light and the dark colour scheme', async () => {
    api = stubFetch(() => ({ status: 200, body: { surveys: [survey] } }));
    for (const theme of ['light', 'dark']) {
      const el = await mountSurvey({ 'survey-event-id': '77', theme });
      await waitText(el, 'Pain today?');
      button(el, 'Next').click();
      await waitText(el, 'Please choose an answer.');
      expect(await axeViolations(el), theme).to.deep.equal([]);
      mounted.splice(0).forEach((node) => node.remove());
    }
  });
});
