import type { EnhancerDefinition, EnhancerModule } from '../../src/enhancer';
import { findThemeStorage, themeStorage } from '../../src/theme-storage';

export const themePage = (): boolean => findThemeStorage() !== undefined;
export const utilitiesPage = (): boolean => 'TRX_UTILS_STORAGE' in window;

/** A theme storage value by key, without parsing (cheap enough for `when`). */
export const stored = (key: string): unknown => themeStorage()?.[key];

/** [enhancer name, selector, export of the family's mounts module, when (default: a theme page)] */
export type ThemeRow<Key extends string> = readonly [name: string, selector: string, mount: Key, when?: () => boolean];

/**
 * Definitions for theme enhancers whose mount code shares one small chunk, exporting each module
 * under a key (each mount only attaches listeners; the behaviour behind them loads on first use).
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

/** Like themeDefinitions for a chunk exporting `modules` by short name; enhancers are named `theme-<name>`. */
export function themeGroup(
  load: () => Promise<{ modules: Record<string, EnhancerModule<any>> }>,
  rows: readonly (readonly [name: string, selector: string, when?: () => boolean])[],
): EnhancerDefinition[] {
  return themeDefinitions(
    () => load().then(({ modules }) => modules),
    // An undefined `when` takes themeDefinitions' default.
    rows.map(([name, selector, when]): ThemeRow<string> => [`theme-${name}`, selector, name, when]),
  );
}

/** Definitions whose modules each have their own chunk; enhancers are named `theme-<name>`. */
export function themeEach(rows: readonly (readonly [name: string, selector: string, load: EnhancerDefinition['load'], when?: () => boolean])[]): EnhancerDefinition[] {
  return rows.map(([name, selector, load, when = themePage]) => ({ name: `theme-${name}`, family: 'theme', selector, when, load }));
}
