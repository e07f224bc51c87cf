import { defineEnhancerModule } from '../../src/enhancer';

/** True for a web link to another site (http/https, another host). */
export const isOffSite = (link: HTMLAnchorElement): boolean =>
  /^https?:$/.test(link.protocol) && link.host !== link.ownerDocument.location.host;

/**
 * B: links to other sites open in a new tab (`target="_blank"`, with `rel="noopener"`). Set when the
 * link is followed, so links added later (view more, live search) get it too; a target the page set
 * itself is kept.
 */
export default defineEnhancerModule({
  mount(body, { signal }) {
    const mark = (event: Event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
      if (!link || link.hasAttribute('target') || !isOffSite(link)) return;
      link.target = '_blank';
      if (!/\bnoopener\b/.test(link.rel)) link.rel = `${link.rel} noopener`.trim();
    };
    // Before the browser follows it (click, middle click, keyboard Enter).
    for (const type of ['click', 'auxclick'] as const) body.addEventListener(type, mark, { signal, capture: true });
  },
});
