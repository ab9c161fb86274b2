#!/usr/bin/env node
// `rx-widgets-conformance`: the conformance kit's command. The kit is TypeScript (it checks
// answers with the same zod schemas the server and the widgets use), loaded here through tsx.
import { tsImport } from 'tsx/esm/api';

const { main } = await tsImport('./cli.ts', import.meta.url);
process.exitCode = await main(process.argv.slice(2));
