import { parseArgs } from 'node:util';
import { formatReport } from './report';
import { runConformance } from './run-conformance';
import { referenceIdentity, signIn } from './sign-in';

const USAGE = `rx-widgets-conformance --api <base url> --user <username> --password <password>
    [--identity <cognito endpoint> --client-id <id> [--user-pool-id <id>]] [--writes] [--json]

Checks an implementation of the rx-widgets API (spec section 7) and says, per element, which
endpoints pass, fail or are missing. Reads only, unless --writes (use a test patient: it adds,
changes and removes list entries, places and changes one refill order, sends a support request,
feedback and analytics).
Without --identity, signs in at <origin of --api>/identity (the reference server's identity).`;

/** Runs the kit with command-line arguments; answers the exit code (0 conforms, 1 does not, 2 bad use). */
export async function main(argv: readonly string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        api: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        identity: { type: 'string' },
        'client-id': { type: 'string' },
        'user-pool-id': { type: 'string' },
        writes: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const password = values.password;
  if (values.help || !values.api || !values.user || !password) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const reference = referenceIdentity(values.api);
  const endpoint = values.identity ?? reference.endpoint;
  let idToken: string;
  try {
    idToken = await signIn({
      endpoint,
      clientId: values['client-id'] ?? reference.clientId,
      userPoolId: values['user-pool-id'] ?? reference.userPoolId,
      username: values.user,
      password,
    });
  } catch (error) {
    const cause = (error as Error).cause instanceof Error ? `: ${((error as Error).cause as Error).message}` : '';
    console.error(`Cannot sign in at ${endpoint}: ${(error as Error).message}${cause}`);
    return 1;
  }
  const report = await runConformance({ apiBase: values.api, idToken, writes: values.writes });
  console.log(values.json ? JSON.stringify(report, null, 2) : formatReport(report));
  return report.passed ? 0 : 1;
}
