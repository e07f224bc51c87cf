import typescript from '@rollup/plugin-typescript';
import { builtinModules } from 'node:module';

// The command-line tool (`wp-enhance`, cli/): one ES module for Node in dist-cli/, which bin/wp-enhance.mjs runs.
// Node's modules and the dependencies (Playwright, zod) stay imports; everything of ours is bundled in.
export default {
  input: 'cli/bin.ts',
  external: [...builtinModules, ...builtinModules.map((name) => `node:${name}`), 'playwright-core', 'zod'],
  output: { file: 'dist-cli/wp-enhance.mjs', format: 'es' },
  plugins: [typescript({ tsconfig: './tsconfig.cli.json' })],
};
