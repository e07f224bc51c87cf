import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { sanitizeHtml } from '../../src/sanitize-html';
import { readThemeLayoutSettings } from '../../src/settings-theme-layout';
import { contentsItems, type ContentsItem } from './page-contents-items';

type Settings = ReturnType<typeof readThemeLayoutSettings>;

/** The server's description: simple formatting kept, sanitised, as the original inserted it. */
function Description({ html }: { html: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current!;
    element.replaceChildren(sanitizeHtml(html, element.ownerDocument));
  }, [html]);
  return <div className="toc_description" ref={ref} />;
}

function Item({ item, current }: { item: ContentsItem; current: boolean }) {
  return (
    <div className={`toc_item${item.separator ? ' toc_separator' : ''}${current ? ' current' : ''}`}>
      {item.description && <Description html={item.description} />}
      {/* The theme may hide the title visually: the link keeps it as its name. */}
      <a href={item.url} className={`toc_icon${item.title ? ' with_title' : ''} ${item.icon}`} aria-label={item.title || undefined}>
        {item.title && <span className="toc_title">{item.title}</span>}
      </a>
    </div>
  );
}

/** Where the items go: the server's `#toc .toc_inner`, its `#toc` (the component adds the inner), or the body (the component adds both). */
function place(doc: Document): { container: HTMLElement; toc: HTMLElement | null; inner: HTMLElement | null } {
  const toc = doc.getElementById('toc');
  const inner = toc?.querySelector<HTMLElement>('.toc_inner') ?? null;
  return { container: inner ?? toc ?? doc.body, toc, inner };
}

function PageContents({ element: body, mode, items }: ServerMarkupProps<Settings> & { mode: string; items: ContentsItem[] }) {
  const doc = body.ownerDocument;
  const [{ container, toc, inner }] = useState(() => place(doc));
  // The items whose target is in view.
  const [inView, setInView] = useState<ReadonlySet<number>>(() => new Set());

  useLayoutEffect(() => {
    if (!toc) return;
    if (!toc.hasAttribute('role')) toc.setAttribute('role', 'navigation');
    if (!toc.hasAttribute('aria-label')) toc.setAttribute('aria-label', 'Page contents');
  }, [toc]);

  useLayoutEffect(() => {
    const win = doc.defaultView as (Window & typeof globalThis) | null;
    if (!win?.IntersectionObserver) return;
    const observer = new win.IntersectionObserver((entries) => {
      flushSync(() =>
        setInView((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const index = items.findIndex((item) => item.target === entry.target);
            if (index < 0) continue;
            if (entry.isIntersecting) next.add(index);
            else next.delete(index);
          }
          return next;
        }),
      );
    });
    for (const item of items) if (item.target) observer.observe(item.target);
    return () => observer.disconnect();
  }, [doc, items]);

  const list = items.map((item, index) => <Item key={index} item={item} current={inView.has(index)} />);
  if (inner) return createPortal(list, container);
  if (toc) return createPortal(<div className="toc_inner">{list}</div>, container);
  return createPortal(
    <div id="toc" className={`toc_${mode}`} role="navigation" aria-label="Page contents">
      <div className="toc_inner">{list}</div>
    </div>,
    container,
  );
}

/**
 * Page contents (unless `toc_menu` is `no`, or B's `hide`): an item per `[id^="toc_"]` / `.sc_anchor`
 * (url, icon, title, description, separator) rendered into `#toc .toc_inner`, or a new `div#toc.toc_<mode>`,
 * when there are more than the home and top items. Items are `current` while their target is in view.
 * Links to other pages are plain links (defect 12: nothing breaks on them).
 */
function PageContentsGate(props: ServerMarkupProps<Settings>) {
  const { settings } = props;
  const mode = settings.tocMenu;
  const items = useMemo(() => contentsItems(props.element.ownerDocument), [props.element]);
  if (!mode || mode === 'no' || mode === 'hide') return null;
  if (items.length <= (settings.tocMenuHome ? 1 : 0) + (settings.tocMenuTop ? 1 : 0)) return null;
  return <PageContents {...props} mode={mode} items={items} />;
}

export default defineComponent(PageContentsGate, { settings: () => readThemeLayoutSettings() });
