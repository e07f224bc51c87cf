import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { movedIndex } from '../../src/list-keys';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { useOneOpen } from '../../src/use-one-open';
import { useServerEvent } from '../../src/use-server-event';

/** A repeatable scatter for the photos behind the current one: offsets in % and a tilt in degrees. */
export function scatter(index: number): { x: number; y: number; angle: number } {
  const wave = (seed: number) => Math.sin(index * 12.9898 + seed * 78.233) * 43758.5453 % 1;
  return { x: Math.round(wave(1) * 35), y: Math.round(wave(2) * 25), angle: Math.round(wave(3) * 25) };
}

/**
 * Photo-stack blog layout `.photostack`: the photos (`figure`s) lie scattered, the current one
 * (`photostack-current`) in front; navigation dots (buttons, arrow keys between them) bring another
 * photo to the front. The current photo is a one-at-a-time state; the component renders the dots into
 * the stack's `nav` (its own `nav.photostack-nav` at the end of the stack when the server printed none).
 */
function Photostack({ element }: ServerMarkupProps) {
  const figures = useMemo(() => Array.from(element.querySelectorAll<HTMLElement>('figure')), [element]);
  return figures.length > 0 ? <Stack stack={element} figures={figures} /> : null;
}

function Stack({ stack, figures }: { stack: HTMLElement; figures: HTMLElement[] }) {
  const serverNav = useMemo(() => stack.querySelector<HTMLElement>(':scope > nav'), [stack]);
  const [ownNav, setOwnNav] = useState<HTMLElement | null>(null);
  const nav = serverNav ?? ownNav;
  const { open: current, show } = useOneOpen(0);
  const dots = useRef<(HTMLButtonElement | null)[]>([]);

  useLayoutEffect(() => {
    if (!serverNav) return;
    const added = !serverNav.classList.contains('photostack-nav');
    serverNav.classList.add('photostack-nav');
    serverNav.setAttribute('aria-label', 'Photos');
    return () => {
      if (added) serverNav.classList.remove('photostack-nav');
      serverNav.removeAttribute('aria-label');
    };
  }, [serverNav]);
  useLayoutEffect(() => stack.classList.add('photostack-start'), [stack]);
  useLayoutEffect(() => {
    figures.forEach((figure, index) => {
      const front = index === current;
      figure.classList.toggle('photostack-current', front);
      if (front) {
        figure.style.transform = '';
        figure.style.zIndex = String(figures.length + 1);
        figure.removeAttribute('aria-hidden');
      } else {
        const { x, y, angle } = scatter(index - current + figures.length);
        figure.style.transform = `translate(${x}%, ${y}%) rotate(${angle}deg)`;
        figure.style.zIndex = String(index + 1);
        figure.setAttribute('aria-hidden', 'true');
      }
    });
  }, [figures, current]);
  useLayoutEffect(
    () => () => {
      for (const figure of figures) {
        figure.classList.remove('photostack-current');
        figure.style.transform = '';
        figure.style.zIndex = '';
        figure.removeAttribute('aria-hidden');
      }
    },
    [figures],
  );

  useServerEvent(nav, 'click', (event) => {
    const index = dots.current.indexOf(event.target as HTMLButtonElement);
    if (index >= 0) show(index);
  });
  useServerEvent(nav, 'keydown', (event) => {
    const index = dots.current.indexOf(event.target as HTMLButtonElement);
    const next = index < 0 ? undefined : movedIndex(event.key, index, figures.length);
    if (next === undefined) return;
    event.preventDefault();
    dots.current[next]!.focus();
    show(next);
  });

  const buttons = figures.map((figure, index) => {
    const caption = figure.querySelector('figcaption, .photostack-title')?.textContent?.trim();
    const front = index === current;
    return (
      <button
        key={index}
        ref={(dot) => {
          dots.current[index] = dot;
        }}
        type="button"
        className={front ? 'photostack-dot current' : 'photostack-dot'}
        aria-label={caption ? `Photo ${index + 1}: ${caption}` : `Photo ${index + 1}`}
        aria-pressed={front}
        tabIndex={front ? 0 : -1}
      />
    );
  });
  return serverNav
    ? createPortal(buttons, serverNav)
    : createPortal(
        <nav ref={setOwnNav} className="photostack-nav" aria-label="Photos">
          {buttons}
        </nav>,
        stack,
      );
}

export default defineComponent(Photostack);
