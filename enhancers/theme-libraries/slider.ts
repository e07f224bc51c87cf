import { defineEnhancerModule } from '../../src/enhancer';
import { findThemeStorage, themeStorage } from '../../src/theme-storage';
import { sliderCallbacks } from './slider-callbacks';

/** The Swiper the theme prints: Swiper 2 (idangerous) in generation A, Swiper 3 in B. */
interface SwiperInstance {
  params?: Record<string, unknown>;
  swipePrev?(): void;
  swipeNext?(): void;
  swipeTo?(index: number): void;
  slideTo?(index: number): void;
  resizeFix?(force: boolean): void;
  onResize?(): void;
}
type SwiperConstructor = new (container: string, options: Record<string, unknown>) => SwiperInstance;

const dataNumber = (element: Element, name: string, fallback: number): number => {
  const value = element.getAttribute(`data-${name}`);
  const number = value === null || value.trim() === '' ? NaN : Number(value);
  return Number.isNaN(number) ? fallback : number;
};

/** A fresh id as the theme makes one: `swiper_` and a random number without its dot. */
const randomId = (): string => `swiper_${Math.random()}`.replace('.', '');

/** Slides per view: `data-slides-per-view`, fewer when a slide would be narrower than the minimum width. */
function slidesPerView(slider: HTMLElement, minWidth: number): number {
  const width = slider.offsetWidth || slider.parentElement?.offsetWidth || 0;
  const wanted = dataNumber(slider, 'slides-per-view', 1);
  return width / wanted < minWidth ? Math.max(1, Math.floor(width / minWidth)) : wanted;
}

/** Generation A: 250 px; B: `data-slides-min-width` or 50 px. */
const minWidthOf = (slider: HTMLElement, generation: 'A' | 'B'): number => (generation === 'A' ? 250 : dataNumber(slider, 'slides-min-width', 50));

/**
 * The options the theme's shortcodes script gives Swiper for `[trx_slider engine="swiper"]` (and the gallery post
 * format's slider, the same markup), per generation: A has no prev/next options (it binds the buttons itself),
 * B names them and adds `loopedSlides` and `spaceBetween`.
 */
export function swiperOptions(slider: HTMLElement, id: string, generation: 'A' | 'B'): Record<string, unknown> {
  const spv = slidesPerView(slider, minWidthOf(slider, generation));
  const has = (name: string) => slider.classList.contains(name);
  const interval = dataNumber(slider, 'interval', 7000);
  const common = {
    calculateHeight: !has('sc_slider_height_fixed'),
    resizeReInit: true,
    autoResize: true,
    loop: true,
    grabCursor: true,
  };
  const paging = {
    pagination: has('sc_slider_pagination') ? `#${id} .sc_slider_pagination_wrap` : false,
    paginationClickable: true,
    autoplay: has('sc_slider_noautoplay') ? false : interval,
    autoplayDisableOnInteraction: false,
    initialSlide: 0,
    slidesPerView: spv,
  };
  if (generation === 'A') return { ...common, ...paging, speed: 600 };
  return {
    ...common,
    nextButton: has('sc_slider_controls') ? `#${id} .sc_slider_next` : false,
    prevButton: has('sc_slider_controls') ? `#${id} .sc_slider_prev` : false,
    ...paging,
    loopedSlides: spv,
    spaceBetween: dataNumber(slider, 'slides-space', 0),
    speed: 600,
  };
}

/** The theme's registry of started sliders by id (`{storage}.swipers`), which its other scripts read. */
function registry(): Record<string, SwiperInstance> {
  const storage = themeStorage() ?? {};
  if (!storage['swipers'] || typeof storage['swipers'] !== 'object') storage['swipers'] = {};
  return storage['swipers'] as Record<string, SwiperInstance>;
}

/** Generation A's own prev/next buttons and, in both, a pagination area's titles (`{p}_sc_prepare_slider_navi`). */
function bindNavigation(slider: HTMLElement, swiper: SwiperInstance, generation: 'A' | 'B', signal: AbortSignal): void {
  const on = (elements: Iterable<Element>, act: (target: Element) => void) => {
    for (const element of elements) {
      element.addEventListener('click', (event) => {
        event.preventDefault();
        act(element);
      }, { signal });
    }
  };
  if (generation === 'A') {
    const inside = Array.from(slider.children).filter((child) => child.matches('.sc_slider_controls_wrap, .sc_scroll_controls_wrap'));
    const navi = inside.length > 0 ? inside : Array.from(slider.parentElement?.children ?? []).filter((sibling) => sibling !== slider && sibling.matches('.sc_slider_controls_wrap, .sc_scroll_controls_wrap'));
    on(navi.flatMap((wrap) => Array.from(wrap.querySelectorAll('.sc_slider_prev, .sc_scroll_prev'))), () => swiper.swipePrev?.());
    on(navi.flatMap((wrap) => Array.from(wrap.querySelectorAll('.sc_slider_next, .sc_scroll_next'))), () => swiper.swipeNext?.());
  }
  const pagination = Array.from(slider.parentElement?.children ?? []).filter((sibling) => sibling !== slider && sibling.matches('.sc_slider_pagination'));
  on(pagination.flatMap((area) => Array.from(area.querySelectorAll('.post_item'))), (item) => {
    const index = Array.from(item.parentElement?.children ?? []).indexOf(item);
    if (generation === 'A') swiper.swipeTo?.(index);
    else swiper.slideTo?.(index + 1);
  });
}

/** Generation B: a slider without a fixed height is as high as its tallest image, or 16:9 for background images. */
function fitHeight(slider: HTMLElement, width: number): void {
  if (slider.classList.contains('sc_slider_height_fixed')) return;
  const images = Array.from(slider.querySelectorAll<HTMLElement>('.swiper-slide > img'));
  const slides = Array.from(slider.querySelectorAll<HTMLElement>('.swiper-slide'));
  const view = slider.ownerDocument.defaultView;
  if (images.length > 0) {
    slider.style.height = `${Math.max(0, ...images.map((image) => image.offsetHeight))}px`;
  } else if (slides[0] && view && view.getComputedStyle(slides[0]).backgroundImage !== 'none') {
    const height = `${Math.floor((width / 16) * 9)}px`;
    slider.style.height = height;
    slides.forEach((slide) => (slide.style.height = height));
  }
}

/** Slides per view follow the slider's width on resize, as `{p}_sc_sliders_resize` did. */
function followWidth(slider: HTMLElement, swiper: SwiperInstance, generation: 'A' | 'B', signal: AbortSignal): void {
  let lastWidth = 0;
  const resize = () => {
    const width = slider.offsetWidth;
    const spv = slidesPerView(slider, minWidthOf(slider, generation));
    if ((lastWidth === 0 || lastWidth !== width) && swiper.params && swiper.params['slidesPerView'] !== spv) {
      swiper.params['slidesPerView'] = spv;
      if (generation === 'A') swiper.resizeFix?.(true);
      else swiper.params['loopedSlides'] = spv;
    }
    lastWidth = width;
    if (generation === 'B') {
      swiper.onResize?.();
      fitHeight(slider, width);
    }
  };
  resize();
  slider.ownerDocument.defaultView?.addEventListener('resize', resize, { signal });
}

/**
 * `[trx_slider engine="swiper"]` (`.sc_slider_swiper`) starts the Swiper the theme printed, with the theme's calls:
 * an id (kept, or a random one) also set as a class, slides `position: relative`, `new Swiper('.' + id, options)`
 * (with the theme's callbacks, slider-callbacks.ts) registered in the theme's storage, the slide `data-current-slide` asks for, and its navigation. It starts once
 * it is shown (the theme skipped sliders in hidden tabs until they were opened).
 */
export default defineEnhancerModule({
  mount(element, { signal }) {
    const slider = element as HTMLElement;
    const win = slider.ownerDocument.defaultView as (Window & { Swiper?: SwiperConstructor }) | null;
    const Swiper = win?.Swiper;
    const generation = findThemeStorage()?.generation;
    if (typeof Swiper !== 'function' || !generation || slider.classList.contains('inited')) return;
    slider.classList.add('inited');
    const pagedArea = slider.closest('.sc_slider_pagination_area');
    pagedArea?.querySelector('.sc_slider_pagination .post_item')?.classList.add('active');
    if (!slider.id) slider.id = randomId();
    const id = slider.id;
    slider.classList.add(id);
    slider.querySelectorAll<HTMLElement>('.slides .swiper-slide').forEach((slide) => (slide.style.position = 'relative'));
    const swiper = new Swiper(`.${CSS.escape(id)}`, { ...swiperOptions(slider, id, generation), ...sliderCallbacks(slider) });
    registry()[id] = swiper;
    const current = dataNumber(slider.querySelector('.slides') ?? slider, 'current-slide', 0);
    if (current > 0) {
      if (generation === 'A') swiper.swipeTo?.(current - 1);
      else swiper.slideTo?.(current - 1);
    }
    bindNavigation(slider, swiper, generation, signal);
    followWidth(slider, swiper, generation, signal);
  },
});
