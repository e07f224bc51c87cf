/**
 * After server content replaced the control that had the focus (focus fell back to <body>), the same
 * control in the new content takes it: `.key`, else the first of `fallbacks`.
 */
export function focusCounterpart(container: Element, key: string | undefined, fallbacks: string): void {
  const doc = container.ownerDocument;
  if (!key || (doc.activeElement && doc.activeElement !== doc.body)) return;
  (container.querySelector<HTMLElement>(`.${key}`) ?? container.querySelector<HTMLElement>(fallbacks))?.focus();
}
