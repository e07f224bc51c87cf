import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useBusy } from '../../src/use-busy';
import { useRequestState } from '../../src/use-request-state';
import { useServerEvent } from '../../src/use-server-event';
import { warmUp } from '../theme-shared/warm-up';
import { reportedQuietly, useFailureWarning } from './use-failure-warning';
import { useOwnedContent } from './use-owned-content';

const toggle = () => import('./likes-toggle');

interface Counter {
  /** The visitor likes the post (the link is `disabled`, a click unlikes). */
  liked: boolean;
  likes: number;
  /** The number's text: the server's until the first change. */
  text: string;
}

/**
 * A post's like counter (`.post_counters_likes`): a click sends the new total; on success the state
 * (`enabled` / `disabled`), the title, `data-likes` and the number flip; a failure warns with
 * `error_like` and changes nothing. One request per counter at a time (defect 15); `loading` and
 * `aria-busy` while it runs. The number's text is the component's.
 */
function Likes({ element: link, signal, report }: ServerMarkupProps) {
  const number = useMemo(() => link.querySelector('.post_counters_number'), [link]);
  const [counter, setCounter] = useState<Counter>(() => ({
    liked: link.classList.contains('disabled'),
    likes: Number(link.getAttribute('data-likes')) || 0,
    text: number?.textContent ?? '',
  }));
  const changed = useRef(false);
  // The counter as the last answer left it, for a click that comes before the re-render (React commits later).
  const latest = useRef(counter);
  const { state, run } = useRequestState<void>();
  const owned = useOwnedContent(number);

  useBusy(link, state.status === 'busy', 'loading');
  useFailureWarning(state);
  useLayoutEffect(() => warmUp(link, toggle, signal), [link, signal]);
  useLayoutEffect(() => {
    if (!changed.current) return;
    link.classList.remove(counter.liked ? 'enabled' : 'disabled');
    link.classList.add(counter.liked ? 'disabled' : 'enabled');
    link.setAttribute('title', link.getAttribute(counter.liked ? 'data-title-dislike' : 'data-title-like') ?? '');
    link.setAttribute('data-likes', String(counter.likes));
  }, [link, counter]);

  useServerEvent(link, 'click', (event) => {
    event.preventDefault();
    const liking = !latest.current.liked;
    const likes = latest.current.likes + (liking ? 1 : -1);
    const postId = link.getAttribute('data-postid') ?? '';
    run(async () => {
      const outcome = await toggle()
        .then(({ sendLike }) => sendLike(postId, likes, liking, signal))
        .catch(reportedQuietly(report));
      if ('failure' in outcome) throw new Error(outcome.failure);
      if (!outcome.done) return;
      changed.current = true;
      latest.current = { liked: liking, likes, text: String(likes) };
      setCounter(latest.current);
    });
  });

  return owned && createPortal(counter.text, owned);
}

export default defineComponent(Likes);
