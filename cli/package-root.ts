import { fileURLToPath } from 'node:url';

/**
 * The package's own folder: one level above this file, both as TypeScript (cli/) and built (dist-cli/, one file).
 * The bundle (dist/) and the plugin's handle list are read from there.
 */
export const packageRoot = fileURLToPath(new URL('../', import.meta.url));
