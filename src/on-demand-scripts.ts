/**
 * The original files the plugin took off the page because only some pages need them (handles.php,
 * `on-demand:<kind>`): it lists them, in WordPress's order, in `<script type="application/json"
 * id="wp-enhance-on-demand">`. Each kind's files load once, one after the other as WordPress would have printed
 * them, when markup of that kind is there; their data and `before` scripts were printed in place. jQuery's files
 * head the kinds that need it (the plugin took jQuery out where nothing else on the page needed it): listed for
 * several kinds, they load once, and not at all when WordPress printed them.
 */
export const ON_DEMAND_ID = 'wp-enhance-on-demand';

export interface OnDemandFile {
  handle: string;
  src: string;
  kind: string;
}

const isFile = (value: unknown): value is OnDemandFile =>
  typeof value === 'object' && value !== null && ['handle', 'src', 'kind'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string');

const listed = new WeakMap<Document, OnDemandFile[]>();

/** The listed files (none when the plugin printed no list, or one this code cannot read), read once a page. */
export function onDemandFiles(doc: Document): OnDemandFile[] {
  let files = listed.get(doc);
  if (!files) listed.set(doc, (files = readList(doc)));
  return files;
}

function readList(doc: Document): OnDemandFile[] {
  const text = doc.getElementById(ON_DEMAND_ID)?.textContent;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter(isFile) : [];
  } catch {
    return [];
  }
}

/** Each file's load, by URL: a file two kinds list (jQuery) loads once. */
const loads = new WeakMap<Document, Map<string, Promise<void>>>();

function loadFile(doc: Document, file: OnDemandFile): Promise<void> {
  let files = loads.get(doc);
  if (!files) loads.set(doc, (files = new Map()));
  let load = files.get(file.src);
  if (!load) {
    // WordPress printed it after all (jQuery, kept where the page needs it at load): it has run.
    load = doc.getElementById(`${file.handle}-js`) ? Promise.resolve() : appendScript(doc, file);
    files.set(file.src, load);
  }
  return load;
}

function appendScript(doc: Document, file: OnDemandFile): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    // WordPress's id, so the page's other code and the parity check see the file it printed.
    script.id = `${file.handle}-js`;
    script.src = file.src;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => reject(new Error(`${file.src} did not load`)));
    doc.body.append(script);
  });
}

const loading = new WeakMap<Document, Map<string, Promise<void>>>();

/**
 * Loads the files of a kind, once, in order; undefined when the plugin listed none of that kind (the library is
 * on the page already, or not at all): the caller goes on at once. A file that fails rejects it.
 */
export function loadOnDemand(kind: string, doc: Document): Promise<void> | undefined {
  const files = onDemandFiles(doc).filter((file) => file.kind === kind);
  if (files.length === 0) return undefined;
  let kinds = loading.get(doc);
  if (!kinds) loading.set(doc, (kinds = new Map()));
  let done = kinds.get(kind);
  if (!done) {
    done = files.reduce<Promise<void>>((previous, file) => previous.then(() => loadFile(doc, file)), Promise.resolve());
    kinds.set(kind, done);
  }
  return done;
}

/** Runs `start` once the files of `kind` are in (at once when none are listed): a starter's mount returns this. */
export function afterOnDemand(kind: string, element: Element, start: (element: Element) => void): void | Promise<void> {
  const loading = loadOnDemand(kind, element.ownerDocument);
  return loading ? loading.then(() => start(element)) : start(element);
}
