import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';

/** The demo's standard user pool (demo/portal/index.html). */
const STANDARD_POOL = { userPoolId: 'us-east-1_RxStandard', userPoolClientId: 'rxstandardclient0000000000' };

/** A fresh dev patient of the reference server at `origin`, signed in with aws-amplify (SRP) as the browser does. */
export async function signedInDevPatient(origin: string): Promise<{ uId: number; token: string; username: string; password: string }> {
  const created = await fetch(`${origin}/api/dev/refill-patients`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (!created.ok) throw new Error(`POST /api/dev/refill-patients answered ${created.status}`);
  const patient = (await created.json()) as { username: string; password: string; uId: number };
  return { uId: patient.uId, username: patient.username, password: patient.password, token: await signedInToken(origin, patient) };
}

/** An ID token of an existing patient of the server at `origin`, signed in with aws-amplify (SRP). */
export async function signedInToken(origin: string, patient: { username: string; password: string }): Promise<string> {
  await signOut().catch(() => undefined); // the patient of an earlier server in this run
  Amplify.configure({ Auth: { Cognito: { ...STANDARD_POOL, userPoolEndpoint: `${origin}/identity` } } });
  const outcome = await signIn({ username: patient.username, password: patient.password, options: { authFlowType: 'USER_SRP_AUTH' } });
  if (!outcome.isSignedIn) throw new Error(`sign-in stopped at ${outcome.nextStep.signInStep}`);
  const token = (await fetchAuthSession()).tokens?.idToken?.toString();
  if (!token) throw new Error('no ID token after sign-in');
  return token;
}
