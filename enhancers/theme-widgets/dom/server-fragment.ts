const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data'];

/**
 * Parses an HTML fragment the server sent where the contract says HTML goes (menu-item popup, players
 * table), so it can be inserted without running anything: scripts are dropped, `on*` handlers and
 * `javascript:` URLs removed. Markup, classes and styles stay as the server wrote them.
 */
export function serverFragment(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  for (const element of Array.from(template.content.querySelectorAll('*'))) {
    if (element.localName === 'script') {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const scriptUrl = urlAttributes.includes(name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(attribute.value.replace(/[\u0000-\u001f]/g, ''));
      if (name.startsWith('on') || scriptUrl || name === 'srcdoc') element.removeAttribute(attribute.name);
    }
  }
  return doc.importNode(template.content, true);
}
