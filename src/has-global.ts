/** True when the page defines the global at all: a cheap check for EnhancerFamily.when. */
export const hasGlobal = (name: string, win: Window = window): boolean =>
  (win as unknown as Record<string, unknown>)[name] != null;
