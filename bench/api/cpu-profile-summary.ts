/**
 * The top self-time functions of a V8 `.cpuprofile` (node --cpu-prof): each sample's time goes to
 * the function on top of the stack; functions are grouped by name and file (node_modules paths
 * shortened to the package), and the share of the whole is given. Pure: reads a parsed profile.
 */
export interface CpuProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }>;
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface SelfTimeRow {
  fn: string;
  where: string;
  selfMs: number;
  share: number;
}

export function whereOf(url: string): string {
  if (!url) return '(native/V8)';
  const path = url.replace(/^file:\/\//, '');
  const nodeModules = path.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const parts = path.slice(nodeModules + '/node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (path.startsWith('node:')) return path;
  const project = path.indexOf('/server/');
  return project >= 0 ? path.slice(project + 1) : path.split('/').slice(-2).join('/');
}

/**
 * `window` (microseconds of the monotonic clock, as process.hrtime gives in any process of the
 * machine) keeps only the samples taken inside it: the load, not the start-up or the shutdown.
 */
export function topSelfTime(profile: CpuProfile, limit = 25, window?: { fromUs: number; toUs: number }): { totalMs: number; rows: SelfTimeRow[]; byPlace: SelfTimeRow[] } {
  const nodeById = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map<string, SelfTimeRow>();
  const byPlace = new Map<string, SelfTimeRow>();
  let total = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (window && (at < window.fromUs || at > window.toUs)) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    total += ms;
    const frame = nodeById.get(id)?.callFrame;
    const fn = frame?.functionName || '(anonymous)';
    const where = whereOf(frame?.url ?? '');
    const key = `${fn}\u0000${where}:${frame?.lineNumber ?? 0}`;
    const row = byFunction.get(key) ?? { fn, where: `${where}${frame?.url ? `:${(frame.lineNumber ?? 0) + 1}` : ''}`, selfMs: 0, share: 0 };
    row.selfMs += ms;
    byFunction.set(key, row);
    const place = byPlace.get(where) ?? { fn: '', where, selfMs: 0, share: 0 };
    place.selfMs += ms;
    byPlace.set(where, place);
  });
  const finish = (rows: Iterable<SelfTimeRow>) =>
    [...rows]
      .map((row) => ({ ...row, selfMs: Math.round(row.selfMs), share: total ? Math.round((row.selfMs / total) * 1000) / 10 : 0 }))
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, limit);
  return { totalMs: Math.round(total), rows: finish(byFunction.values()), byPlace: finish(byPlace.values()) };
}

export function selfTimeMarkdown(title: string, summary: ReturnType<typeof topSelfTime>): string {
  const lines = [`# ${title}`, '', `Sampled ${summary.totalMs} ms of the loaded process's main thread.`, '', '## Self time by package or file', '', '| where | self ms | share |', '| --- | --- | --- |'];
  for (const row of summary.byPlace) lines.push(`| ${row.where} | ${row.selfMs} | ${row.share}% |`);
  lines.push('', '## Top functions by self time', '', '| function | where | self ms | share |', '| --- | --- | --- | --- |');
  for (const row of summary.rows) lines.push(`| ${row.fn.replace(/\|/g, '\\|')} | ${row.where} | ${row.selfMs} | ${row.share}% |`);
  return `${lines.join('\n')}\n`;
}
