/** Calls back once the DOM is parsed: at once if it already is. */
export function whenDomReady(doc: Document, callback: () => void): void {
  if (doc.readyState === 'loading') {
    doc.addEventListener('DOMContentLoaded', callback, { once: true });
  } else {
    callback();
  }
}
