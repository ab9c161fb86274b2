import type { z } from 'zod';
import { settingsSchema, type SettingName, type Settings } from './settings-schema';

export { settingsSchema, settingDocs, type SettingName, type Settings } from './settings-schema';

/** A variable holds a value its schema refuses; the message names the variable and what it expects. */
export class SettingError extends Error {}

type ErrorClass = new (message: string) => Error;

/**
 * Every setting from the environment, parsed once at start (main.ts): a wrong value stops the
 * server with one message naming every variable that is wrong and what each expects.
 */
export function parseSettings(vars: NodeJS.ProcessEnv = process.env, Refusal: ErrorClass = SettingError): Settings {
  const result = settingsSchema.safeParse(pick(vars));
  if (!result.success) throw new Refusal(result.error.issues.map((issue) => issue.message).join('; '));
  return result.data;
}

/** One setting, parsed by its schema (the per-area readers use this); `Refusal` is the error they throw. */
export function readSetting<N extends SettingName>(vars: NodeJS.ProcessEnv, name: N, Refusal: ErrorClass = SettingError): z.output<(typeof settingsSchema.shape)[N]> {
  const result = settingsSchema.shape[name].safeParse(vars[name]);
  if (!result.success) throw new Refusal(result.error.issues[0]?.message ?? `${name} is not valid`);
  return result.data as z.output<(typeof settingsSchema.shape)[N]>;
}

/** Only the declared variables, so the rest of the environment never reaches a message. */
function pick(vars: NodeJS.ProcessEnv): Record<string, string | undefined> {
  return Object.fromEntries(Object.keys(settingsSchema.shape).map((name) => [name, vars[name]]));
}
