import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { errorResponseSchema } from '../../src/domain/common/error-response.schema';
import { ELEMENT_API_CALLS } from './element-api-calls';
import { expectedShapeAt } from './expected-shape';
import { NOT_EXERCISED, PROBES, SPEC_ONLY_CALLS, type Probe, type ProbeContext, type ProbeRequest, type QueryValue } from './probes';
import { referenceRoutes, routeKey, type ReferenceRoute } from './reference-routes';

export type Outcome = 'pass' | 'fail' | 'missing' | 'skipped' | 'not-exercised';

export interface EndpointResult {
  call: string;
  outcome: Outcome;
  /** What is wrong: the status, or the field and the shape expected there. */
  problems: string[];
  /** Why it was skipped or not exercised, or what the probe shows. */
  note?: string;
  status?: number;
}

export interface ElementResult {
  tag: string;
  featureFolder: string;
  results: EndpointResult[];
}

export interface ConformanceReport {
  apiBase: string;
  writes: boolean;
  endpoints: EndpointResult[];
  elements: ElementResult[];
  passed: boolean;
}

export interface ConformanceOptions {
  /** The API base, e.g. https://pharmacy.example/api */
  apiBase: string;
  /** The test patient's ID token. */
  idToken: string;
  /** Also exercise the calls that write (on a test patient). */
  writes: boolean;
  fetch?: typeof fetch;
}

type ZodLike = z.ZodType;

function urlOf(apiBase: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${apiBase.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

async function send(options: ConformanceOptions, method: string, path: string, request: ProbeRequest, withToken: boolean) {
  const headers: Record<string, string> = { Accept: 'application/json', ...request.headers };
  if (withToken) headers.Authorization = `Bearer ${options.idToken}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await (options.fetch ?? fetch)(urlOf(options.apiBase, path, request.query), {
    method,
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    // not JSON: the shape check says so
  }
  return { status: response.status, body, cacheControl: response.headers.get('cache-control') ?? '' };
}

const describePath = (path: readonly PropertyKey[]) => (path.length === 0 ? '(the body)' : path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('').replace(/^\./, ''));

/** The fields that do not match the schema, each with the shape expected there. */
export function shapeProblems(schema: ZodLike, body: unknown): string[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  return result.error.issues.slice(0, 8).map((issue) => {
    const expected = expectedShapeAt(schema, issue.path);
    return `field ${describePath(issue.path)}: ${issue.message}${expected ? `; the contract: ${expected}` : ''}`;
  });
}

const responseSchema = (route: ReferenceRoute, status: number): ZodLike | undefined => {
  const declared = (route.schema?.response as Record<string, ZodLike> | undefined)?.[String(status)];
  return declared ?? (status >= 400 ? errorResponseSchema : undefined);
};

const messageOf = (body: unknown) => {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? ` (${message.slice(0, 120)})` : '';
};

/** The same request again, with the same Idempotency-Key: the same status and the same answer (one record, not two). */
async function idempotencyProblems(options: ConformanceOptions, method: string, path: string, request: ProbeRequest, first: { status: number; body: unknown }): Promise<string[]> {
  const again = await send(options, method, path, request, true);
  if (again.status !== first.status) return [`sent again with the same Idempotency-Key: status ${again.status}, expected ${first.status} as the first time${messageOf(again.body)}`];
  if (JSON.stringify(again.body) !== JSON.stringify(first.body)) return ['sent again with the same Idempotency-Key: a different answer (a second record?), expected the first answer again'];
  return [];
}

async function runProbe(options: ConformanceOptions, probe: Probe, route: ReferenceRoute, context: ProbeContext): Promise<EndpointResult> {
  const [method, path] = probe.call.split(' ') as [string, string];
  const isPatientData = route.config?.auth === 'patient';
  const problems: string[] = [];
  const bodySchema = route.schema?.body as ZodLike | undefined;
  const requests = probe.candidates?.(context) ?? [await probe.request(context)];
  let request = requests[0]!;
  let answer: Awaited<ReturnType<typeof send>> | undefined;
  for (request of requests) {
    if (request.body !== undefined && bodySchema) {
      const invalid = shapeProblems(bodySchema, request.body);
      if (invalid.length > 0) return { call: probe.call, outcome: 'fail', problems: invalid.map((problem) => `the kit's own request breaks the contract: ${problem}`) };
    }
    answer = await send(options, method, path, request, isPatientData);
    if (!probe.retryOn?.includes(answer.status)) break;
  }
  if (!answer) return { call: probe.call, outcome: 'not-exercised', problems: [], note: 'nothing to send' };
  if (probe.retryOn?.includes(answer.status)) {
    return { call: probe.call, outcome: 'not-exercised', problems: [], status: answer.status, note: `every one of ${requests.length} requests was refused (${answer.status}${messageOf(answer.body)})` };
  }
  const result = (outcome: Outcome): EndpointResult => ({
    call: probe.call,
    outcome,
    problems: probe.shows ? problems.map((problem) => `${problem} [${probe.shows}]`) : problems,
    status: answer.status,
    ...(probe.shows ? { note: probe.shows } : {}),
  });

  if ([404, 405, 501].includes(answer.status) && !probe.expect.includes(answer.status)) {
    problems.push(`answered ${answer.status}: no such route${messageOf(answer.body)}`);
    return result('missing');
  }
  if (!probe.expect.includes(answer.status)) {
    problems.push(`status ${answer.status}, expected ${probe.expect.join(' or ')}${messageOf(answer.body)}`);
  } else {
    const schema = responseSchema(route, answer.status);
    if (schema) problems.push(...shapeProblems(schema, answer.body));
    if (answer.status < 300) {
      probe.learn?.(answer.body, context, request);
      if (probe.idempotent) problems.push(...(await idempotencyProblems(options, method, path, request, answer)));
    }
  }
  if (isPatientData && !/\bno-store\b/i.test(answer.cacheControl)) {
    problems.push(`Cache-Control is '${answer.cacheControl || '(none)'}', expected no-store on patient data`);
  }
  if (isPatientData && method === 'GET') {
    const anonymous = await send(options, method, path, request, false);
    if (anonymous.status !== 401) problems.push(`without a token: status ${anonymous.status}, expected 401`);
    else problems.push(...shapeProblems(errorResponseSchema, anonymous.body).map((problem) => `without a token: ${problem}`));
  }
  return result(problems.length > 0 ? 'fail' : 'pass');
}

const SEVERITY: readonly Outcome[] = ['skipped', 'not-exercised', 'pass', 'fail', 'missing'];

/** A call's probes together: the worst outcome, every problem. */
function merge(byCall: Map<string, EndpointResult>, result: EndpointResult): void {
  const earlier = byCall.get(result.call);
  if (!earlier) {
    byCall.set(result.call, result);
    return;
  }
  const worse = SEVERITY.indexOf(result.outcome) > SEVERITY.indexOf(earlier.outcome) ? result : earlier;
  byCall.set(result.call, { ...worse, problems: [...earlier.problems, ...result.problems] });
}

/**
 * Runs the contract the widgets depend on against an API: every call the elements make
 * (element-api-calls.json), each through its probe, checked against the reference route's
 * schemas. Reads only, unless `writes`.
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const routes = new Map((await referenceRoutes()).map((route) => [routeKey(route.method, route.path), route]));
  const calls = new Set([...ELEMENT_API_CALLS.elements.flatMap((element) => element.calls), ...SPEC_ONLY_CALLS]);
  const context: ProbeContext = { uId: 0, companyId: 0, brandId: 0, phone: null, facts: {}, runId: randomUUID().replace(/-/g, '') };
  const byCall = new Map<string, EndpointResult>();

  for (const probe of PROBES) {
    if (!calls.has(probe.call)) continue;
    const route = routes.get(probe.call);
    if (!route) {
      byCall.set(probe.call, { call: probe.call, outcome: 'not-exercised', problems: [], note: 'the reference server has no such route' });
      continue;
    }
    if (!probe.call.startsWith('GET ') && !options.writes) {
      byCall.set(probe.call, { call: probe.call, outcome: 'skipped', problems: [], note: 'a write: run with --writes on a test patient' });
      continue;
    }
    const lacking = (probe.needs ?? []).filter((fact) => context.facts[fact] === undefined);
    if (lacking.length > 0) {
      byCall.set(probe.call, { call: probe.call, outcome: 'not-exercised', problems: [], note: `the test patient has no ${lacking.join(', ')} (an earlier answer gives it)` });
      continue;
    }
    try {
      merge(byCall, await runProbe(options, probe, route, context));
    } catch (error) {
      merge(byCall, { call: probe.call, outcome: 'fail', problems: [`no answer: ${(error as Error).message}`] });
    }
  }
  for (const call of calls) {
    if (byCall.has(call)) continue;
    const reason = NOT_EXERCISED[call];
    byCall.set(call, { call, outcome: 'not-exercised', problems: [], note: reason ? `not exercised: ${reason}` : 'the kit has no check for this call' });
  }

  const endpoints = [...byCall.values()].sort((a, b) => a.call.localeCompare(b.call));
  const elements = ELEMENT_API_CALLS.elements.map((element) => ({
    tag: element.tag,
    featureFolder: element.featureFolder,
    results: element.calls.map((call) => byCall.get(call)!),
  }));
  elements.push({ tag: '(no element)', featureFolder: 'spec section 7 calls the elements do not make', results: SPEC_ONLY_CALLS.map((call) => byCall.get(call)!) });
  return { apiBase: options.apiBase, writes: options.writes, endpoints, elements, passed: endpoints.every((result) => result.outcome !== 'fail' && result.outcome !== 'missing') };
}
