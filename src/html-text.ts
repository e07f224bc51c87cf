/**
 * The readable text of a server message that may contain markup (WordPress errors arrive as
 * `<strong>ERROR</strong>: …`, contact errors joined by `<br>`): tags removed, entities decoded, one
 * string per line. Parsed in an inert template and only ever used as text.
 */
export function htmlToLines(html: string, doc: Document = document): string[] {
  const template = doc.createElement('template');
  template.innerHTML = html.replace(/<br\s*\/?>|<\/?(?:p|div|li)\b[^>]*>/gi, '\n');
  return (template.content.textContent ?? '')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
