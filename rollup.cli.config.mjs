import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import typescript from '@rollup/plugin-typescript';
import { builtinModules } from 'node:module';
import { preactAliases } from './scripts/rollup-preact-aliases.mjs';

// What runs in Node, into dist-cli/: the command-line tool (`wp-enhance`, cli/; bin/wp-enhance.mjs runs it) and
// the testing entry points (`wp-enhance/testing` in jsdom, `wp-enhance/testing/playwright`; testing/). Node's
// modules, Playwright, jsdom and zod stay imports; the enhancers are bundled with the production renderer.
const external = [...builtinModules, ...builtinModules.map((name) => `node:${name}`), 'playwright-core', 'zod', 'jsdom'];

export default [
  {
    input: 'cli/bin.ts',
    external,
    output: { file: 'dist-cli/wp-enhance.mjs', format: 'es' },
    plugins: [typescript({ tsconfig: './tsconfig.cli.json' })],
  },
  {
    // zod's comment annotations and internal cycles are not ours to fix.
    onwarn(warning, warn) {
      const inDependency = (id) => typeof id === 'string' && id.includes('node_modules');
      if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every(inDependency)) return;
      if (warning.code === 'INVALID_ANNOTATION' && inDependency(warning.id)) return;
      warn(warning);
    },
    input: { 'testing-jsdom': 'testing/jsdom.ts', 'testing-playwright': 'testing/playwright.ts' },
    external,
    output: { dir: 'dist-cli', format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'testing-chunks/[name].mjs' },
    plugins: [
      preactAliases(),
      nodeResolve({ browser: true }),
      replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
      typescript({ tsconfig: './tsconfig.cli.json' }),
    ],
  },
];
