import alias from '@rollup/plugin-alias';

// React resolves to a thin adapter over Preact's core and hooks (src/preact-adapter/): the production renderer,
// for the bundle (rollup.config.mjs) and for the built testing entry points (rollup.cli.config.mjs).
const adapter = (file) => new URL(`../src/preact-adapter/${file}`, import.meta.url).pathname;

export const preactAliases = () =>
  alias({
    entries: [
      { find: /^react-dom\/client$/, replacement: adapter('client.ts') },
      { find: /^react-dom$/, replacement: adapter('react-dom.ts') },
      { find: /^react\/jsx-runtime$/, replacement: adapter('jsx-runtime.ts') },
      { find: /^react$/, replacement: adapter('react.ts') },
    ],
  });
