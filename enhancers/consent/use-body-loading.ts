import { useLayoutEffect } from 'react';
import { startLoading } from './body-loading';

/** Keeps `is-loading` on the body while `loading` is true (shared with the page's other requests; see startLoading). */
export function useBodyLoading(doc: Document, loading: boolean): void {
  useLayoutEffect(() => (loading ? startLoading(doc) : undefined), [doc, loading]);
}
