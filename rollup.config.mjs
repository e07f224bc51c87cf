import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rmSync } from 'node:fs';
import { chunkModules, moduleKey, readChunkPlan } from './scripts/rollup-chunk-plan.mjs';
import { moduleGraph } from './scripts/rollup-module-graph.mjs';
import { preactAliases } from './scripts/rollup-preact-aliases.mjs';

// Production: React resolves to a thin adapter over Preact's core and hooks (src/preact-adapter/), minified,
// into dist/. Development (`npm run build:dev`): real React, readable, into dist-dev/.
const development = process.env.BUILD === 'development';
// ENHANCE_OUT builds somewhere else (so parallel work does not share dist/); tests read ENHANCE_DIST.
const outputDir = process.env.ENHANCE_OUT || (development ? 'dist-dev' : 'dist');

// Which modules share a file, as the bench's pages load them (chunk-plan.json, `npm run chunk-plan`).
const chunkPlan = development ? new Map() : readChunkPlan();

const preact = preactAliases();

export default {
  // Third-party packages' own warnings (zod's comment annotations and internal cycles) are not ours to fix.
  onwarn(warning, warn) {
    const inDependency = (id) => typeof id === 'string' && id.includes('node_modules');
    if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.every(inDependency)) return;
    if (warning.code === 'INVALID_ANNOTATION' && inDependency(warning.id)) return;
    warn(warning);
  },
  input: { enhance: 'src/entry.ts' },
  output: {
    dir: outputDir,
    format: 'es',
    entryFileNames: '[name].js',
    // No hash in chunk names: the plugin (and the by-hand guide) puts the build's version in the folder, so a
    // hash would only add about 8 bytes gzip per import and per file in the module graph's lists (issue 21).
    chunkFileNames: 'chunks/[name].js',
    // Modules that are always loaded together share one file: each file costs its own request, its imports
    // and a gzip restart.
    manualChunks(id) {
      // The renderer: Preact, the whole adapter and the mount, in one file, as all of preact/compat was (a
      // portal or `useId` as files of their own cost a request for ~100 to 300 bytes).
      if (/src\/preact-adapter\/|node_modules\/preact\/|src\/(render|mount-component)\.tsx$/.test(id)) return 'runtime';
      // The library starters are plain code and share one file, their jQuery helper included: the portfolio filters
      // import that helper too, and as a module of no group it would join their UI layer, so that a page of image
      // links fetched the renderer with its lightbox. Their list's selectors stay with the family's list.
      // Only over a plan: in the plan's own build (no plan) the group would pull in its imports that no group
      // claims, the module graph among them, and the plan would then put those in this group for every page.
      // The menu slide is a component, not a starter, on every page of a theme with it on: the plan places it.
      if (chunkPlan.size > 0 && /enhancers\/theme-libraries\/(?!definition|selectors|menu-slide)/.test(id)) return 'theme-libraries';
      const planned = chunkPlan.get(moduleKey(id));
      // Contact Form 7 prints `wpcf7` on every page of a real site, so its family's list loads on every page; the
      // form's at-rest code only where a form is. The fixture pages print `wpcf7` only beside a form, so the plan
      // alone would keep the two in one file, and the real sites' pages without a form fetched 2 KB for nothing.
      if (planned && planned === chunkPlan.get('enhancers/cf7-family.ts') && !/enhancers\/(cf7-family|cf7\/definition)\.ts$/.test(id)) return 'cf7-at-rest';
      return planned;
    },
    // Maps are written beside each file but not named in it: the comment cost every visitor ~45 bytes gzip per
    // file (a page loads 10 to 27 files). Developers open them from devtools, or use `npm run build:dev`.
    sourcemap: development ? true : 'hidden',
  },
  plugins: [
    // Chunk names carry content hashes: start from an empty folder so old chunks do not pile up.
    { name: 'clean-output', buildStart: () => rmSync(outputDir, { recursive: true, force: true }) },
    ...(development ? [] : [preact]),
    nodeResolve({ browser: true }),
    ...(development ? [commonjs()] : []),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(development ? 'development' : 'production') },
    }),
    typescript({ tsconfig: './tsconfig.build.json' }),
    moduleGraph(),
    chunkModules(),
    ...(development ? [] : [terser({ ecma: 2020, module: true, compress: { passes: 2 } })]),
  ],
};
