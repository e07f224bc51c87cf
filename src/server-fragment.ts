const scriptLike = 'script,iframe,object,embed,frame,frameset,base,meta,link[rel="import"]';
const urlAttributes = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc']);

/**
 * Parses an HTML fragment the contract says the server sends as markup (posts, search results, a
 * calendar table) so it can be inserted as it is, layout intact, but never runs code: scripts and
 * frames are dropped, as are inline event handlers and javascript: URLs. Parsing happens in an inert
 * template, so nothing loads or runs while cleaning.
 */
export function parseServerHtml(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  const content = template.content;
  content.querySelectorAll(scriptLike).forEach((element) => element.remove());
  content.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const unsafeUrl = urlAttributes.has(name) && /^\s*(?:javascript|vbscript|data:text\/html)/i.test(attribute.value.replace(/[\u0000-\u001f]/g, ''));
      if (name.startsWith('on') || unsafeUrl) element.removeAttribute(attribute.name);
    }
  });
  return doc.importNode(content, true);
}
