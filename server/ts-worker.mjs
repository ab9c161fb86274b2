// The code of a worker thread written in TypeScript: the server runs from its sources through
// tsx, whose loader a worker thread does not inherit. `workerData.entry` is the module's URL;
// the module reads its own input from `workerData.data`, or (a piscina pool's worker) its default
// export, re-exported here, answers each task.
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const module = await tsImport(workerData.entry, import.meta.url);
export default module.default;
