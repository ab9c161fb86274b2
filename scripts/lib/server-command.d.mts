export const COMPILED_SERVER: string;
export function serverCommand(env?: NodeJS.ProcessEnv): { command: string; args: string[]; compiled: boolean };
