#!/usr/bin/env node
// `npx wp-enhance …`: the command-line tool, which `npm run build` writes to dist-cli/ (source: cli/).
import { existsSync } from 'node:fs';

const built = new URL('../dist-cli/wp-enhance.mjs', import.meta.url);
if (!existsSync(built)) {
  console.error('wp-enhance: the tool is not built yet: run npm run build in the package folder');
  process.exit(2);
}
await import(built.href);
