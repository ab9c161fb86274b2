import { serverPublicValue, serverSecret, verifierOf } from './srp-math';

/**
 * The worker-thread side of srp-arithmetic.ts: the modular exponentiations of one SRP step,
 * computed in a thread of the pool. BigInts cross threads as they are (structured clone).
 */
export type SrpTask =
  | { op: 'verifier'; x: bigint }
  | { op: 'publicValue'; b: bigint; v: bigint }
  | { op: 'secret'; A: bigint; v: bigint; u: bigint; b: bigint };

export default function runSrpTask(task: SrpTask): bigint {
  switch (task.op) {
    case 'verifier':
      return verifierOf(task.x);
    case 'publicValue':
      return serverPublicValue(task.b, task.v);
    case 'secret':
      return serverSecret(task.A, task.v, task.u, task.b);
  }
}
