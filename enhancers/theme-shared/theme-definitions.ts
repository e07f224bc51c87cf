import type { EnhancerDefinition, EnhancerModule } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';

export const themePage = (): boolean => findThemeStorage() !== undefined;
export const utilitiesPage = (): boolean => 'TRX_UTILS_STORAGE' in window;

/** [enhancer name, selector, export of the family's mounts module, when (default: a theme page)] */
export type ThemeRow<Key extends string> = readonly [name: string, selector: string, mount: Key, when?: () => boolean];

/**
 * Definitions for one family of theme enhancers whose mount code shares one small chunk (each mount
 * only attaches listeners; the behaviour behind them loads on first use).
 */
export function themeDefinitions<Mounts extends Record<string, EnhancerModule<any>>>(
  load: () => Promise<Mounts>,
  rows: readonly ThemeRow<keyof Mounts & string>[],
): EnhancerDefinition[] {
  return rows.map(([name, selector, key, when = themePage]) => ({
    name,
    family: 'theme',
    selector,
    when,
    load: () => load().then((module) => ({ default: module[key]! })),
  }));
}
