const droppedWithContent = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'LINK', 'META', 'BASE', 'FRAME', 'FRAMESET', 'SVG', 'MATH']);
const allowedTags = new Set(['A', 'B', 'STRONG', 'I', 'EM', 'U', 'S', 'SMALL', 'SUB', 'SUP', 'BR', 'HR', 'P', 'DIV', 'SPAN', 'UL', 'OL', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LABEL', 'INPUT', 'SELECT', 'OPTION', 'TEXTAREA', 'BUTTON', 'FORM', 'FIELDSET', 'LEGEND', 'CODE', 'PRE', 'BLOCKQUOTE', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'IMG']);
const allowedAttributes = new Set(['class', 'id', 'title', 'href', 'name', 'type', 'value', 'placeholder', 'for', 'checked', 'selected', 'disabled', 'src', 'alt', 'rel', 'target', 'colspan', 'rowspan', 'maxlength', 'rows', 'cols', 'role']);
const safeUrl = /^(?:https?:|mailto:|tel:|[/#?.]|[^:]*$)/i;

/**
 * Keeps the harmless part of an HTML fragment from legacy callers: formatting, lists, form fields.
 * Scripts, event handlers, styles and javascript: URLs are removed. Parsing happens in an inert
 * template, so nothing loads or runs while cleaning.
 */
export function sanitizeHtml(html: string, doc: Document = document): DocumentFragment {
  const template = doc.createElement('template');
  template.innerHTML = html;
  clean(template.content);
  return doc.importNode(template.content, true);
}

function clean(parent: ParentNode): void {
  for (const node of Array.from(parent.childNodes)) {
    if (node.nodeType === Node.COMMENT_NODE) {
      node.remove();
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue;
    const element = node as Element;
    const tag = element.tagName.toUpperCase();
    if (droppedWithContent.has(tag)) {
      element.remove();
      continue;
    }
    clean(element);
    if (!allowedTags.has(tag)) {
      element.replaceWith(...Array.from(element.childNodes));
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const keep =
        (allowedAttributes.has(name) || name.startsWith('data-') || name.startsWith('aria-')) &&
        !((name === 'href' || name === 'src') && !safeUrl.test(attribute.value.trim()));
      if (!keep) element.removeAttribute(attribute.name);
    }
  }
}
