/**
 * Runs in the page: every selector of its stylesheets (inside media and supports rules too). A sheet from another
 * origin without CORS cannot be read: on the real sites those are web fonts, which name no class, so they are
 * passed over; when no sheet can be read at all, null (then every class counts). Arrow functions only: sent as
 * source.
 */
export const styleSelectors = (): string[] | null => {
  const selectors: string[] = [];
  let read = 0;
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if ('selectorText' in rule) selectors.push((rule as CSSStyleRule).selectorText);
      if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  const sheets = Array.from(document.styleSheets);
  for (const sheet of sheets) {
    try {
      walk(sheet.cssRules);
      read += 1;
    } catch {
      // Another origin's sheet: see above.
    }
  }
  return read === 0 && sheets.length > 0 ? null : selectors;
};
