/**
 * How many password checks (the two SRP steps, USER_PASSWORD_AUTH) one server process runs at
 * once; the others wait their turn in order. However many sign-ins a burst sends together, the
 * event loop carries the JSON, database and sealing work of only these few at a time, so other
 * requests never queue behind a crowd of them. Past `maxWaiting`, a sign-in is refused at once
 * (the identity answers TooManyRequestsException) rather than kept waiting without end.
 */
export class SignInGateFull extends Error {
  constructor() {
    super('too many sign-ins waiting');
  }
}

export interface SignInGate {
  run<T>(fn: () => Promise<T>): Promise<T>;
}

export function createSignInGate(concurrent: number, maxWaiting: number): SignInGate {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(fn) {
      if (running < concurrent) running += 1;
      else if (waiting.length >= maxWaiting) throw new SignInGateFull();
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await fn();
      } finally {
        release();
      }
    },
  };
}
