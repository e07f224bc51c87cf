export interface ContentsItem {
  /** The element the item points at, when its link is an in-page `#id`. */
  target: Element | null;
  url: string;
  icon: string;
  title: string;
  /** The server's description (may hold simple formatting; rendered sanitised). */
  description: string;
  separator: boolean;
}

/** The page-contents items: every `[id^="toc_"]` and `.sc_anchor`, in page order. */
export function contentsItems(doc: Document): ContentsItem[] {
  return Array.from(doc.querySelectorAll<HTMLElement>('[id^="toc_"], .sc_anchor')).map((element) => {
    const url = element.getAttribute('data-url')?.trim() || (element.id ? `#${element.id}` : '');
    return {
      target: url === `#${element.id}` ? element : null,
      url,
      icon: element.getAttribute('data-icon')?.trim() || 'icon-circle-dot',
      title: element.getAttribute('title') ?? '',
      description: element.getAttribute('data-description') ?? '',
      separator: element.getAttribute('data-separator') === 'yes',
    };
  });
}
