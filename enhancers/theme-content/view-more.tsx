import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useBusy } from '../../src/use-busy';
import { useRequestState } from '../../src/use-request-state';
import { useServerEvent } from '../../src/use-server-event';
import { warmUp } from '../theme-shared/warm-up';
import { reportedQuietly, useFailureWarning } from './use-failure-warning';

export const INFINITE_MARGIN_PX = 100;

const loader = () => import('./view-more-load');

/**
 * View more (`#viewmore`): a click loads the next page of posts; with `pagination_infinite` so does
 * coming within 100 px of the viewport bottom while scrolling. One load at a time; while it runs the
 * block is `loading` and the link `aria-busy`, and that always clears (defect 1). After a failure
 * (a warning) infinite loading waits for a click on the link. When the server has no more, the link
 * is `viewmore_empty` and the block hides.
 */
function ViewMore({ element: block, signal, report }: ServerMarkupProps) {
  const link = useMemo(() => block.querySelector<HTMLElement>('#viewmore_link, .viewmore_button'), [block]);
  const infinite = useMemo(() => block.classList.contains('pagination_infinite'), [block]);
  const [ended, setEnded] = useState(false);
  // Known at once, for a load asked for before the re-render (React commits later).
  const endedNow = useRef(false);
  const { state, run } = useRequestState<void>();
  const busy = state.status === 'busy';

  useBusy(link, busy);
  useLayoutEffect(() => {
    if (!busy) return;
    block.classList.add('loading');
    return () => block.classList.remove('loading');
  }, [block, busy]);
  useFailureWarning(state);
  useLayoutEffect(() => warmUp(block, loader, signal), [block, signal]);
  useLayoutEffect(() => {
    if (!ended || !link) return;
    link.classList.add('viewmore_empty');
    block.style.display = 'none';
  }, [block, link, ended]);

  const load = () => {
    if (!link || endedNow.current || link.classList.contains('viewmore_empty')) return;
    run(async () => {
      const outcome = await loader()
        .then(({ loadMore }) => loadMore(block, link, signal))
        .catch(reportedQuietly(report));
      if ('failure' in outcome) throw new Error(outcome.failure);
      if (!outcome.noMore) return;
      endedNow.current = true;
      setEnded(true);
    });
  };
  useServerEvent(link, 'click', (event) => {
    event.preventDefault();
    load();
  });
  const nearViewport = () => {
    if (state.status !== 'failed' && block.getBoundingClientRect().top <= window.innerHeight + INFINITE_MARGIN_PX) load();
  };
  useServerEvent(infinite ? window : null, 'scroll', nearViewport, { passive: true });
  // Mounted as the block came near: a scroll that happened while the code loaded counts, as it would have.
  useLayoutEffect(() => {
    if (infinite && window.scrollY > 0) nearViewport();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount
  }, []);
  useServerEvent(infinite ? window : null, 'resize', nearViewport);
  return null;
}

export default defineComponent(ViewMore);
