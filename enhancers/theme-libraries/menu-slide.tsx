import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { contentSize, cssSize, outerSize } from '../../src/content-size';
import { defineComponent, type ServerMarkupProps } from '../../src/mount-component';
import { offsetPosition } from '../../src/offset-position';
import { findThemeStorage, themeStorage } from '../../src/theme-storage';
import { useServerEvent } from '../../src/use-server-event';
import { tween } from '../theme-widgets/dom/tween';

interface Settings {
  generation: 'A' | 'B';
  /** A: the marker's colour until the first hover (`accent2_color`; the plugin's own default where none is printed). */
  color: string | undefined;
  /** B: `line` (`slide_line`) measures the link's content width, `box` its whole box, and takes the item's height. */
  look: 'line' | 'box';
}

/** jquery.slidemenu.js's default colour, which A's call leaves in place when `accent2_color` is not printed. */
const DEFAULT_COLOR = '#00c6ff';

function readSettings(): Settings {
  const storage = themeStorage() ?? {};
  const color = storage['accent2_color'];
  return {
    generation: findThemeStorage()?.generation ?? 'A',
    color: color === undefined ? DEFAULT_COLOR : typeof color === 'string' ? color : undefined,
    look: storage['menu_hover'] === 'slide_line' ? 'line' : 'box',
  };
}

/** The marker's inline style, its properties in the order the plugin first set them (the `style` attribute reads the same). */
type BlobStyle = Partial<Record<'width' | 'height' | 'left' | 'top' | 'backgroundColor' | 'opacity' | 'overflow', string>>;
type Animated = 'left' | 'top' | 'width' | 'opacity';

/** Both plugins' `reset`: the marker goes back this long after the pointer leaves an item. */
const RESET_MS = 50;
/** A's `speed`. */
const SPEED_MS = 500;
/** B starts the slide half a second after ready, once the menu has its final width. */
const B_DELAY_MS = 500;

const px = (value: number): string => `${value}px`;
/** A width or height as jQuery's `css()` writes one: never below 0. */
const size = (value: number): string => px(Math.max(0, value));

/**
 * A started the slide in its ready actions, before its resize actions showed the menu bar (`menu_show` on the
 * panel): the marker (`li#blob`) was measured on the hidden bar and keeps no size. Measured the same way.
 */
function beforeTheBarShows<Result>(menu: Element, measure: () => Result): Result {
  const panel = menu.closest('.top_panel_wrap');
  const shown = panel?.classList.contains('menu_show') ?? false;
  panel?.classList.remove('menu_show');
  try {
    return measure();
  } finally {
    if (shown) panel?.classList.add('menu_show');
  }
}

interface StartItem {
  item: HTMLElement;
  /** Whether it is the current page's item (B then shows the marker under it at rest). */
  current: boolean;
}

/** The item the marker starts on: the current page's top-level item, else the menu's first item. */
function startItem(menu: HTMLElement): StartItem | null {
  const current = menu.querySelector<HTMLElement>(':scope > .current-menu-item, :scope > .current-menu-parent, :scope > .current-menu-ancestor');
  const item = current ?? menu.querySelector<HTMLElement>('li');
  return item && { item, current: !!current };
}

/** B's width of an item's link: its content width for the line, its whole box for the box; none without a link. */
function linkWidth(item: HTMLElement, look: Settings['look']): BlobStyle {
  const link = item.querySelector<HTMLElement>(':scope > a');
  if (!link) return {};
  return { width: size(look === 'box' ? outerSize(link, 'width') : contentSize(link, 'width')) };
}

/** B's marker on an item: under its link, shown (opacity 1) or not. */
function onItemB(item: HTMLElement, look: Settings['look'], shown: boolean): BlobStyle {
  const { left, top } = offsetPosition(item);
  return { ...linkWidth(item, look), left: px(left), top: px(top), opacity: shown ? '1' : '0' };
}

/** The marker's style at start, on the item it starts on, each generation's way. */
function startStyle({ item, current }: StartItem, settings: Settings): BlobStyle {
  if (settings.generation === 'B') {
    // B's marker shows under the current page's item from the start; its box also takes the item's height.
    return { ...onItemB(item, settings.look, current), ...(settings.look === 'box' && { height: size(outerSize(item, 'height')) }) };
  }
  // A's is hidden until a hover whatever the page, in its colour.
  const { left, top } = offsetPosition(item);
  return {
    width: cssSize(item, 'width'),
    height: cssSize(item, 'height'),
    left: px(left),
    top: px(top),
    ...(settings.color !== undefined && { backgroundColor: settings.color }),
    opacity: '0',
  };
}

/** The style with `changes` applied: a property given as undefined is taken off, a new one goes last. */
function restyled(style: BlobStyle, changes: BlobStyle): BlobStyle {
  const next: BlobStyle = { ...style, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === undefined) delete next[name as keyof BlobStyle];
  return next;
}

/**
 * A's marker moves as jQuery's `animate` moved it: each animation runs 500 ms ('swing') from the values it finds
 * on the marker, and where two run at once (the hover's are not queued) the later one's values are the ones
 * shown. A hover's move sets `overflow: hidden` while it runs and, as it ends, puts back the overflow it found
 * (so one that started during another leaves it hidden). The height is not animated: the plugin asks for
 * `css('height') + overlap`, a string ("40px0") jQuery cannot read, so the height stays as it was set at
 * start. The fades after the pointer left wait for each other (jQuery's `fx` queue).
 */
function markerAnimations(marker: () => HTMLElement | null, write: (changes: BlobStyle) => void) {
  const latest = new Map<Animated, number>();
  const stops = new Set<() => void>();
  let serial = 0;
  let fades = 0;
  const animate = (to: Partial<Record<Animated, number>>, box: boolean, done?: () => void) => {
    const element = marker();
    if (!element) return;
    const id = ++serial;
    const computed = getComputedStyle(element);
    const names = Object.keys(to) as Animated[];
    const from = Object.fromEntries(names.map((name) => [name, parseFloat(computed[name]) || 0])) as Record<Animated, number>;
    for (const name of names) latest.set(name, id);
    const overflow = element.style.overflow || undefined;
    if (box) write({ overflow: 'hidden' });
    const stop = tween(
      SPEED_MS,
      (eased) => {
        const changes: BlobStyle = {};
        for (const name of names) {
          if (latest.get(name) !== id) continue;
          const value = from[name] + (to[name]! - from[name]) * eased;
          changes[name] = name === 'opacity' ? String(value) : name === 'width' ? size(value) : px(value);
        }
        if (Object.keys(changes).length > 0) write(changes);
      },
      () => {
        stops.delete(stop);
        if (box) write({ overflow });
        done?.();
      },
    );
    stops.add(stop);
  };
  const fade = () =>
    animate({ opacity: 0 }, false, () => {
      fades -= 1;
      if (fades > 0) fade();
    });
  return {
    slide: (to: Record<'left' | 'top' | 'width', number>) => animate({ ...to, opacity: 1 }, true),
    fadeOut() {
      fades += 1;
      if (fades === 1) fade();
    },
    stop() {
      stops.forEach((stop) => stop());
      stops.clear();
    },
  };
}

/** A top-level item: `blob_over` while the pointer is on it (the theme's CSS styles the item under the marker). */
function Item({ item, measureBackground, onEnter, onLeave }: { item: HTMLElement; measureBackground: boolean; onEnter(item: HTMLElement, background: string | undefined): void; onLeave(): void }) {
  const [over, setOver] = useState(false);
  useLayoutEffect(() => {
    if (!over) return;
    item.classList.add('blob_over');
    return () => item.classList.remove('blob_over');
  }, [item, over]);
  const enter = () => {
    // A takes the item's colour as it is before `blob_over`, and measures the item with it.
    const background = measureBackground ? getComputedStyle(item).backgroundColor : undefined;
    flushSync(() => setOver(true));
    onEnter(item, background);
  };
  useServerEvent(item, 'mouseenter', enter);
  // A's code comes with the first hover (the `hover` strategy): the item under the pointer then is entered.
  useLayoutEffect(() => {
    if (item.matches(':hover')) enter();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at the start
  }, []);
  useServerEvent(item, 'mouseleave', () => {
    onLeave();
    setOver(false);
  });
  return null;
}

/**
 * The main menu's sliding hover, as jquery.slidemenu.js (`spasticNav`) made it with each generation's call: a
 * marker `<li id="blob">` at the end of the menu, placed, sized and shown by its inline style, and `blob_over` on
 * the item under the pointer. A (Kidsplanet's `menu_slider`): started on the first hover, measured as on the bar not
 * yet shown (as at ready); a hover
 * moves the marker to the item and fades it in over 500 ms, 50 ms after leaving it fades out. B (DiveIt's
 * `menu_hover` `slide_line` or `slide_box`): started half a second after ready, under the current page's item; a
 * hover sets the marker on the item at once (the theme's CSS animates it), 50 ms after leaving it goes back.
 */
function MenuSlide({ element: menu, settings }: ServerMarkupProps<Settings>) {
  // The items and where the marker started, once started (B: half a second after ready).
  const [started, setStarted] = useState<{ items: HTMLElement[]; home: StartItem } | null>(null);
  const [style, setStyle] = useState<BlobStyle>({});
  const marker = useRef<HTMLLIElement>(null);
  const reset = useRef<ReturnType<typeof setTimeout>>(undefined);
  const write = useCallback((changes: BlobStyle) => flushSync(() => setStyle((current) => restyled(current, changes))), []);
  const [animations] = useState(() => markerAnimations(() => marker.current, write));

  useLayoutEffect(() => {
    const start = () => {
      const home = startItem(menu);
      // No item to start on, or the theme's own plugin has started it already.
      if (!home || menu.querySelector(':scope > #blob')) return;
      const measure = () => startStyle(home, settings);
      const items = Array.from(menu.children).filter((child): child is HTMLElement => child.localName === 'li' && child.id !== 'blob');
      setStyle(settings.generation === 'A' ? beforeTheBarShows(menu, measure) : measure());
      setStarted({ items, home });
    };
    if (settings.generation === 'A') {
      start();
      return;
    }
    const timer = setTimeout(() => flushSync(start), B_DELAY_MS);
    return () => clearTimeout(timer);
  }, [menu, settings]);

  useLayoutEffect(
    () => () => {
      clearTimeout(reset.current);
      animations.stop();
    },
    [animations],
  );

  const onEnter = (item: HTMLElement, background: string | undefined) => {
    clearTimeout(reset.current);
    if (settings.generation === 'B') {
      write(onItemB(item, settings.look, true));
      return;
    }
    write({ backgroundColor: background });
    const { left, top } = offsetPosition(item);
    animations.slide({ left, top, width: parseFloat(cssSize(item, 'width')) || 0 });
  };
  const onLeave = () => {
    const home = started!.home;
    reset.current = setTimeout(() => {
      if (settings.generation === 'A') animations.fadeOut();
      else {
        // Back under the current page's item (hidden where there is none), at the height it is at.
        const { top: _top, ...back } = onItemB(home.item, settings.look, home.current);
        write(back);
      }
    }, RESET_MS);
  };

  if (!started) return null;
  return (
    <>
      {started.items.map((item, index) => (
        <Item key={index} item={item} measureBackground={settings.generation === 'A'} onEnter={onEnter} onLeave={onLeave} />
      ))}
      {createPortal(<li id="blob" ref={marker} style={style} />, menu)}
    </>
  );
}

export default defineComponent(MenuSlide, { settings: readSettings });
