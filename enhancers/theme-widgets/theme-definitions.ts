import type { EnhancerDefinition, EnhancerModule } from '../../src/enhancer';
import { findThemeStorage } from '../../src/theme-storage';

export const hasTheme = (): boolean => findThemeStorage() !== undefined;

/** A theme storage value by key, without parsing (cheap enough for `when`). */
export const stored = (key: string): unknown => {
  const location = findThemeStorage();
  return location ? (window as unknown as Record<string, Record<string, unknown>>)[location.globalName]?.[key] : undefined;
};

type Row = readonly [name: string, selector: string, when?: () => boolean];

/**
 * Definitions (family `theme`, names `theme-<name>`) whose modules live in one chunk exporting
 * `modules` by name; a row per enhancer keeps the entry small.
 */
export function themeGroup(load: () => Promise<{ modules: Record<string, EnhancerModule<any>> }>, rows: readonly Row[]): EnhancerDefinition[] {
  return rows.map(([name, selector, when = hasTheme]) => ({
    name: `theme-${name}`,
    family: 'theme',
    selector,
    when,
    load: () => load().then(({ modules }) => ({ default: modules[name]! })),
  }));
}

/** Definitions whose modules each have their own chunk. */
export function themeEach(rows: readonly (readonly [name: string, selector: string, load: EnhancerDefinition['load'], when?: () => boolean])[]): EnhancerDefinition[] {
  return rows.map(([name, selector, load, when = hasTheme]) => ({ name: `theme-${name}`, family: 'theme', selector, when, load }));
}
