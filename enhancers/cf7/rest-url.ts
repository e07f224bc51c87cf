import type { Cf7Settings } from './cf7-settings';

/**
 * The URL of a CF7 REST endpoint: root + namespace + endpoint. On plain permalinks the root already holds a
 * query (`index.php?rest_route=/`), so the path's own `?` becomes `&` (contract plugins.md §A.3).
 */
export function restUrl(settings: Pick<Cf7Settings, 'apiRoot' | 'apiNamespace'>, endpoint: string): string {
  const namespace = settings.apiNamespace.replace(/^\/|\/$/g, '');
  const path = endpoint.replace(/^\//, '');
  let route = path ? `${namespace}/${path}` : namespace;
  if (settings.apiRoot.includes('?')) route = route.replace('?', '&');
  return settings.apiRoot + route.replace(/^\//, '');
}
