const running = new WeakMap<Document, number>();

/** Puts `is-loading` on the body until every started request has called its `done` (once each). */
export function startLoading(doc: Document): () => void {
  running.set(doc, (running.get(doc) ?? 0) + 1);
  doc.body.classList.add('is-loading');
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    const left = (running.get(doc) ?? 1) - 1;
    running.set(doc, left);
    if (left === 0) doc.body.classList.remove('is-loading');
  };
}
