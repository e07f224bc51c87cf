import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { failureMessage, logFailure } from '../../src/ajax-messages';
import { markBusy } from '../../src/busy';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { parseServerHtml } from '../../src/server-fragment';
import { readInstagramSettings, type InstagramSettings } from '../../src/settings-plugins';
import { usePlacedElement } from '../../src/use-placed-element';
import { useServerEvent } from '../../src/use-server-event';
import { watchConsent } from './consent-watch';
import type { FeedState } from './feed-state';
import { hideExtraItems, prepareNewItems, raiseImages, relayout } from './layout';
import { prepareFeed } from './prepare-feed';
import { reportImages, requestNextPage } from './requests';
import { mergeResizedImages } from './resized-images';
import { announceImagesLoaded, later, revealItems } from './reveal';

/** Where a load stands: `settling` is the original's 500 ms between the new items and the button coming back. */
type Phase = 'idle' | 'loading' | 'settling';

const isHidden = (element: HTMLElement): boolean => element.getClientRects().length === 0;

/** The answer's posts after the feed's last item, or into `#sbi_images` (server HTML, inert: no scripts or handlers). */
function appendPosts(state: FeedState, html: string): void {
  const fragment = parseServerHtml(html, state.el.ownerDocument);
  const items = state.el.querySelectorAll('[id="sbi_images"] .sbi_item');
  const last = items[items.length - 1];
  if (last) last.after(fragment);
  else state.el.querySelector('[id="sbi_images"]')?.append(fragment);
}

/**
 * A Smash Balloon feed (contract plugins.md §B): the reveal of its items, hover fade, re-layout on resize
 * (500 ms after the last) and when a hidden feed is shown, the resize and locator reports, consent changes,
 * and Load More: one load at a time, the loader in place of the text, hidden extra items first, the posts
 * after the last item, `shouldPaginate:false` hides the button, and a failure brings the button back with a
 * sentence. `ajaxPostLoad` feeds load their first posts at mount. Everything on this feed's own elements.
 */
function InstagramFeed({ element, settings, signal, report }: ServerMarkupProps<InstagramSettings>) {
  const [state] = useState(() => prepareFeed(element, settings));
  const [parts] = useState(() => {
    const button = element.querySelector<HTMLElement>('[id="sbi_load"] .sbi_load_btn');
    return { button, loader: button?.querySelector('.sbi_loader'), text: button?.querySelector('.sbi_btn_text') };
  });
  const [phase, setPhase] = useState<Phase>('idle');
  const [message, setMessage] = useState<string>();
  const [exhausted, setExhausted] = useState(false);
  const loading = useRef(false);

  const revealNew = () => {
    revealItems(state, signal);
    reportImages(state, signal, () => {
      raiseImages(state);
      later(signal, 500, () => relayout(state));
    }).catch(report);
    if (!state.settings.imageLoadEnabled) for (const item of element.querySelectorAll('.sbi_no_resraise')) item.classList.remove('sbi_no_resraise');
    announceImagesLoaded(state);
  };

  const loadMore = (first: boolean) => {
    if (loading.current) return;
    loading.current = true;
    setMessage(undefined);
    if (!first) {
      setPhase('loading');
      for (const item of element.querySelectorAll('.sbi_num_diff_hide')) {
        item.classList.add('sbi_transition');
        item.classList.remove('sbi_num_diff_hide');
      }
    }
    state.page++;
    requestNextPage(state, signal)
      .then((result) => {
        if (signal.aborted) return;
        if (!result.ok) {
          state.page--;
          loading.current = false;
          setPhase('idle');
          if (result.failure.kind === 'aborted') return;
          logFailure('sbi_load_more_clicked', result.failure);
          setMessage(failureMessage(result.failure));
          return;
        }
        const { answer } = result;
        appendPosts(state, answer.html);
        mergeResizedImages(state.resizedImages, answer.resizedImages);
        if (state.settings.ajaxPostLoad) {
          state.settings.ajaxPostLoad = false;
          hideExtraItems(state);
          prepareNewItems(state);
          revealNew();
          loading.current = false;
          setPhase('idle');
        } else {
          prepareNewItems(state);
          revealNew();
          setPhase('settling');
          later(signal, 500, () => {
            loading.current = false;
            setPhase('idle');
            raiseImages(state);
          });
        }
        state.outOfPages = !answer.shouldPaginate;
        if (state.outOfPages) setExhausted(true);
        for (const item of element.querySelectorAll('.sbi_no_js')) item.classList.remove('sbi_no_js');
      })
      .catch((error: unknown) => {
        loading.current = false;
        setPhase('idle');
        report(error);
      });
  };

  // At mount: a feed laid out while hidden is laid out now; then its first posts (ajaxPostLoad) or the reveal.
  useLayoutEffect(() => {
    if (state.settings.ajaxPostLoad) loadMore(true);
    else {
      if (state.preparedHidden && !isHidden(element)) relayout(state);
      revealNew();
    }
    watchConsent(state, signal, () => {
      raiseImages(state);
      later(signal, 500, () => relayout(state));
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per mount
  }, []);

  // The loader in place of the text while a load runs; the button hidden once there is nothing more.
  useLayoutEffect(() => {
    parts.loader?.classList.toggle('sbi_hidden', phase === 'idle');
    parts.text?.classList.toggle('sbi_hidden', phase !== 'idle');
    if (parts.button) markBusy(parts.button, phase !== 'idle');
  }, [parts, phase]);
  useLayoutEffect(() => {
    if (exhausted && parts.button) parts.button.style.display = 'none';
  }, [parts, exhausted]);

  useServerEvent(parts.button, 'click', (event) => {
    event.preventDefault();
    loadMore(false);
  });

  // Hover fade on the photos (jQuery fadeTo: 0.85 in 200 ms, back to 1 in 500 ms).
  const fade = (event: MouseEvent, opacity: string, ms: number) => {
    const photo = event.target as HTMLElement;
    if (!photo.classList?.contains('sbi_photo') || !element.contains(photo)) return;
    photo.style.transition = `opacity ${ms}ms`;
    photo.style.opacity = opacity;
  };
  useServerEvent(element, 'mouseenter', (event) => fade(event, '0.85', 200), { capture: true });
  useServerEvent(element, 'mouseleave', (event) => fade(event, '1', 500), { capture: true });

  // Re-layout 500 ms after the last window resize, and when the feed is shown after being hidden.
  const resizeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useServerEvent(window, 'resize', () => {
    clearTimeout(resizeTimer.current);
    resizeTimer.current = setTimeout(() => relayout(state), 500);
  });
  useLayoutEffect(() => {
    if (typeof ResizeObserver !== 'function') return () => clearTimeout(resizeTimer.current);
    let hidden = isHidden(element);
    const observer = new ResizeObserver(() => {
      const now = isHidden(element);
      if (hidden && !now) relayout(state);
      hidden = now;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(resizeTimer.current);
    };
  }, [element, state]);

  const box = usePlacedElement(() => {
    if (message === undefined) return null;
    const line = element.ownerDocument.createElement('div');
    line.className = 'sb_instagram_error';
    line.setAttribute('role', 'alert');
    const anchor = parts.button ?? element.querySelector('[id="sbi_images"]');
    if (!anchor) return null;
    anchor.after(line);
    return line;
  }, [message === undefined]);
  return box && message !== undefined ? createPortal(<p>{message}</p>, box) : null;
}

export default defineComponent(InstagramFeed, { settings: () => readInstagramSettings() });
