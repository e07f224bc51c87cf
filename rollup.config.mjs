import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { rmSync } from 'node:fs';
import { moduleGraph } from './scripts/rollup-module-graph.mjs';

// Production: React resolves to preact/compat, minified, into dist/.
// Development (`npm run build:dev`): real React, readable, into dist-dev/.
const development = process.env.BUILD === 'development';
// ENHANCE_OUT builds somewhere else (so parallel work does not share dist/); tests read ENHANCE_DIST.
const outputDir = process.env.ENHANCE_OUT || (development ? 'dist-dev' : 'dist');

const preactAliases = alias({
  entries: [
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    { find: /^react$/, replacement: 'preact/compat' },
  ],
});

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
    // Small modules that are nearly always loaded together share one file: each file costs its own
    // request and ~100 bytes of imports (the Instagram feed's reports, the theme's counters).
    manualChunks(id) {
      // The renderer and what every component uses: one file, fetched with a component's own (issue 21).
      if (/node_modules\/preact\//.test(id) || /src\/(render|mount-component)\.tsx$/.test(id)) return 'runtime';
      if (/src\/(transport|form-encode|log-failure|delay)\.ts$/.test(id)) return 'transport';
      if (/(src\/read-cookie|consent\/consent-cookie)\.ts$/.test(id)) return 'read-cookie';
    },
    // Maps are written beside each file but not named in it: the comment cost every visitor ~45 bytes gzip per
    // file (a page loads 10 to 27 files). Developers open them from devtools, or use `npm run build:dev`.
    sourcemap: development ? true : 'hidden',
    ...(process.env.MIN_CHUNK && { experimentalMinChunkSize: Number(process.env.MIN_CHUNK) }),
  },
  plugins: [
    // Chunk names carry content hashes: start from an empty folder so old chunks do not pile up.
    { name: 'clean-output', buildStart: () => rmSync(outputDir, { recursive: true, force: true }) },
    ...(development ? [] : [preactAliases]),
    nodeResolve({ browser: true }),
    ...(development ? [commonjs()] : []),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(development ? 'development' : 'production') },
    }),
    typescript({ tsconfig: './tsconfig.build.json' }),
    moduleGraph(),
    ...(development ? [] : [terser({ ecma: 2020, module: true, compress: { passes: 2 } })]),
  ],
};
