/**
 * Runs in the page: every selector of its stylesheets (inside media and supports rules too), or null when a sheet
 * cannot be read (another origin without CORS): then every class counts. Arrow functions only: sent as source.
 */
export const styleSelectors = (): string[] | null => {
  const selectors: string[] = [];
  let unreadable = false;
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ('selectorText' in rule) selectors.push((rule as CSSStyleRule).selectorText);
      if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  for (const sheet of Array.from(document.styleSheets)) {
    try {
      walk(sheet.cssRules);
    } catch {
      unreadable = true;
    }
  }
  return unreadable ? null : selectors;
};
