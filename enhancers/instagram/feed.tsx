import { useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { failureMessage } from '../../src/ajax-messages';
import { logFailure } from '../../src/log-failure';
import { markBusy } from '../../src/busy';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { parseServerHtml } from '../../src/server-fragment';
import { readInstagramSettings, type InstagramSettings } from '../../src/settings-plugins';
import { usePlacedElement } from '../../src/use-placed-element';
import { useServerEvent } from '../../src/use-server-event';
import type { FeedState } from './feed-state';
import { revealNew as revealNewItems, seeFeed } from './feed-seen';
import { hideExtraItems, prepareNewItems, raiseImages } from './layout';
import { prepareFeed } from './prepare-feed';
import { requestNextPage } from './load-more-request';
import { mergeResizedImages } from './resized-images';
import { later } from './reveal';

/** Where a load stands: `settling` is the original's 500 ms between the new items and the button coming back. */
type Phase = 'idle' | 'loading' | 'settling';

/** The answer's posts after the feed's last item, or into `#sbi_images` (server HTML, inert: no scripts or handlers). */
function appendPosts(state: FeedState, html: string): void {
  const fragment = parseServerHtml(html, state.el.ownerDocument);
  const items = state.el.querySelectorAll('[id="sbi_images"] .sbi_item');
  const last = items[items.length - 1];
  if (last) last.after(fragment);
  else state.el.querySelector('[id="sbi_images"]')?.append(fragment);
}

/**
 * A Smash Balloon feed's UI (contract plugins.md §B), at interaction: Load More: one load at a time, the
 * loader in place of the text, hidden extra items first, the posts after the last item, `shouldPaginate:false` hides the button, and a failure brings the button back with a
 * sentence. `ajaxPostLoad` feeds load their first posts at mount (their plain part wakes the component when
 * the feed is seen). What the feed does without a visitor's use (the first reveal, hover fade, re-layouts,
 * resize and locator reports, consent changes) is the plain seen part's (feed-seen.ts): the component
 * adopts it, and reveals the items of a load with the same function. Everything on this feed's own elements.
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

  const revealNew = () => revealNewItems(state, signal, report);

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
        if (!answer.shouldPaginate) setExhausted(true);
        for (const item of element.querySelectorAll('.sbi_no_js')) item.classList.remove('sbi_no_js');
      })
      .catch((error: unknown) => {
        loading.current = false;
        setPhase('idle');
        report(error);
      });
  };

  // At mount: what the feed does once seen, unless its plain part (feed-seen.ts) already does it; an
  // ajaxPostLoad feed's first posts.
  useLayoutEffect(() => {
    seeFeed(state, signal, report);
    if (state.settings.ajaxPostLoad) loadMore(true);
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
