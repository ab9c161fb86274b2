import type { AppMode } from '../app-mode';
import { readSetting } from '../settings/settings';

/**
 * Faults a test can switch on in a real server process (RX_MODE=test only; read once at start,
 * ignored in any other mode): RX_FAULT_KILL_AFTER_STORING=<text> makes the process SIGKILL
 * itself right after it has stored (committed) a chat message whose text contains <text>, before
 * it broadcasts it, as a crash or an out-of-memory kill at the worst moment would.
 */
let killAfterStoring: string | undefined;

export function armFaults(mode: AppMode, env: NodeJS.ProcessEnv): void {
  killAfterStoring = mode === 'test' ? readSetting(env, 'RX_FAULT_KILL_AFTER_STORING') : undefined;
}

/** Called between a chat message's commit and its broadcast. */
export function afterMessageStored(msgBody: string): void {
  if (killAfterStoring !== undefined && msgBody.includes(killAfterStoring)) process.kill(process.pid, 'SIGKILL');
}
