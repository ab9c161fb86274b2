import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/core/api/api-error';
import type { HttpClient, RequestOptions } from '../../../../src/core/api/http-client';
import { searchByNdc } from '../../../../src/features/survey/api/drug-search';
import { fetchSurvey, postPartialResponse } from '../../../../src/features/survey/api/surveys';

/** A client whose answers come from a function of the call: the fetch boundary, stubbed. */
function client(answer: (path: string, options: RequestOptions) => unknown): HttpClient & { calls: { path: string; options: RequestOptions }[] } {
  const calls: { path: string; options: RequestOptions }[] = [];
  return {
    apiBase: '/api',
    calls,
    async request<T>(path: string, options: RequestOptions = {}) {
      calls.push({ path, options });
      const body = answer(path, options);
      if (body instanceof ApiError) throw body;
      return { status: 200, body: body as T };
    },
  } as never;
}

describe('fetchSurvey', () => {
  it("maps 'No surveys found.' to completed, another 404 or a 403 to no access, the rest to failed", async () => {
    expect(await fetchSurvey(client(() => new ApiError(404, null, 'No surveys found.')), 1, 9, 'en')).toEqual({ kind: 'completed' });
    expect(await fetchSurvey(client(() => new ApiError(404, null, 'No such survey event for this patient')), 1, 9, 'en')).toEqual({ kind: 'noAccess' });
    expect(await fetchSurvey(client(() => new ApiError(403, null, 'x')), 1, 9, 'en')).toEqual({ kind: 'noAccess' });
    expect(await fetchSurvey(client(() => new ApiError(500, null, 'x')), 1, 9, 'en')).toEqual({ kind: 'failed' });
    const stub = client(() => ({ surveys: [{ surveyId: 1, questions: [] }] }));
    expect((await fetchSurvey(stub, 7, 9, 'es')).kind).toBe('survey');
    expect(stub.calls[0]!.options.query).toEqual({ u_id: 7, survey_event_id: 9, locale: 'es' });
  });
});

describe('postPartialResponse', () => {
  it('ignores failures, answering whether the partial was stored', async () => {
    await expect(postPartialResponse(client(() => new ApiError(500, null, 'x')), { u_id: 1, survey_event_id: 2, flaggedQuestions: [], careProviderId: null, answers: [], score: 0 })).resolves.toBe(false);
    await expect(postPartialResponse(client(() => ({ ok: true, score: 0, flaggedQuestions: [] })), { u_id: 1, survey_event_id: 2, flaggedQuestions: [], careProviderId: null, answers: [], score: 0 })).resolves.toBe(true);
  });
});

describe('searchByNdc', () => {
  it('tries the hyphenated formats in turn until one matches', async () => {
    const stub = client((_, options) => {
      const search = String(options.query?.search);
      return search === 'product_ndc:"00744-339"' ? { results: [{ brand_name: 'Humira', product_ndc: '00744-339', active_ingredients: [{ name: 'A', strength: '40 mg/1' }], packaging: [], openfda: { manufacturer_name: ['AbbVie'] } }] } : new ApiError(404, null, 'No matches found!');
    });
    const result = await searchByNdc(stub, '00744339');
    expect(result.kind).toBe('results');
    expect(stub.calls.map((call) => call.options.query?.search)).toEqual(['product_ndc:"0074-4339"', 'product_ndc:"00744-339"']);
    expect(stub.calls.every((call) => call.options.query?.limit === 10)).toBe(true);
  });

  it('sends other input as typed and maps 409 and 410', async () => {
    expect(await searchByNdc(client(() => new ApiError(409, null, 'NDC_LIMIT')), '1234567890')).toEqual({ kind: 'error', error: 'NDC_LIMIT' });
    expect(await searchByNdc(client(() => new ApiError(410, null, 'INVALID_NDC')), '123')).toEqual({ kind: 'error', error: 'INVALID_NDC' });
    const none = client(() => new ApiError(404, null, 'No matches found!'));
    expect(await searchByNdc(none, '12345678')).toEqual({ kind: 'none' });
    expect(none.calls.length).toBeGreaterThan(1);
    expect(none.calls.length).toBeLessThanOrEqual(4);
  });
});
