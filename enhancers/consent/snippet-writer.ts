// Writes consent snippets the way postscribe does: the markup goes in place, and every script in it
// runs in document order (inline and external alike), each waiting for the previous external script
// to load. Snippets run one after another, in the order they were queued.

const SCRIPT_TYPES = /^(?:|module|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/(?:jscript|livescript))$/i;

let queue: Promise<void> = Promise.resolve();

/** Queues a snippet; `parent()` is asked for its container when its turn comes. Resolves once its scripts have run. */
export function writeSnippet(html: string, parent: () => Element): Promise<void> {
  const run = queue.then(() => writeHtml(html, parent(), null));
  queue = run.catch(() => undefined);
  return run;
}

const isScript = (node: Node): node is Element => node.nodeType === 1 && (node as Element).tagName === 'SCRIPT';

async function writeHtml(html: string, parent: Node, before: Node | null): Promise<void> {
  const doc = parent.ownerDocument!;
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const node of Array.from(template.content.childNodes)) {
    if (isScript(node)) {
      await runScript(node, parent, before);
      continue;
    }
    // Scripts inside other elements wait at a marker and run once their container is in the page.
    const inner = node.nodeType === 1 ? Array.from((node as Element).querySelectorAll('script')) : [];
    const markers = inner.map((script) => {
      const marker = doc.createComment('');
      script.replaceWith(marker);
      return [marker, script] as const;
    });
    parent.insertBefore(node, before);
    for (const [marker, script] of markers) {
      if (marker.parentNode) await runScript(script, marker.parentNode, marker);
      marker.remove();
    }
  }
}

/** Scripts parsed from HTML never run: each gets a fresh script element with the same attributes and text. */
function runScript(source: Element, parent: Node, before: Node | null): Promise<void> {
  const doc = parent.ownerDocument!;
  const script = doc.createElement('script');
  for (const attribute of Array.from(source.attributes)) script.setAttribute(attribute.name, attribute.value);
  script.text = source.textContent ?? '';
  const runs = SCRIPT_TYPES.test((script.getAttribute('type') ?? '').trim()) && !script.hasAttribute('nomodule');
  const waitsForLoad = runs && script.hasAttribute('src');

  return new Promise((resolve) => {
    const written: string[] = [];
    const stopCapturing = runs ? captureDocumentWrite(doc, written) : () => undefined;
    const finish = () => {
      stopCapturing();
      // What the script wrote with document.write goes right after it, with its own scripts run in turn.
      const html = written.join('');
      if (!html || !script.parentNode) return resolve();
      // A failure here (page code moved the script away) must not hold up the snippets after it.
      writeHtml(html, script.parentNode, script.nextSibling)
        .catch((error: unknown) => console.warn('[enhance] consent-snippets: what a snippet wrote could not be placed', error))
        .finally(() => resolve());
    };
    if (waitsForLoad) {
      script.addEventListener('load', finish, { once: true });
      script.addEventListener('error', () => {
        console.warn(`[enhance] consent-snippets: ${script.src} did not load`);
        finish();
      }, { once: true });
    }
    parent.insertBefore(script, before);
    if (!waitsForLoad) finish();
  });
}

type Writer = (...text: string[]) => void;

/**
 * While a snippet script runs the page has finished loading, so a real document.write would replace the
 * whole page: what it writes is collected instead and put after the script. Writes from code that runs
 * later (timers, async callbacks) are not captured.
 */
function captureDocumentWrite(doc: Document, into: string[]): () => void {
  const own = {
    write: Object.getOwnPropertyDescriptor(doc, 'write'),
    writeln: Object.getOwnPropertyDescriptor(doc, 'writeln'),
  };
  const writer = (suffix: string): Writer => (...text) => void into.push(text.join('') + suffix);
  Object.defineProperty(doc, 'write', { value: writer(''), configurable: true, writable: true });
  Object.defineProperty(doc, 'writeln', { value: writer('\n'), configurable: true, writable: true });
  return () => {
    for (const name of ['write', 'writeln'] as const) {
      const descriptor = own[name];
      if (descriptor) Object.defineProperty(doc, name, descriptor);
      else delete (doc as unknown as Record<string, unknown>)[name];
    }
  };
}
