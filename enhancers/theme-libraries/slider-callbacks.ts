/** What the theme's Swiper callbacks read of the instance they are given (Swiper 2 and 3 alike). */
interface SlideEvent {
  activeIndex?: number;
}

const pixels = (value: string): number => parseInt(value, 10) || 0;

/**
 * `sc_slider_height_auto`: the slide's measured height (`data-height_auto`) becomes the slide's, and with its padding
 * the slider's and its wrapper's.
 */
function fitSlide(slider: HTMLElement, index: number): void {
  if (!slider.classList.contains('sc_slider_height_auto')) return;
  const slide = slider.querySelectorAll<HTMLElement>('.swiper-slide')[index];
  const height = Number(slide?.getAttribute('data-height_auto'));
  if (!slide || !(height > 0)) return;
  const style = getComputedStyle(slide);
  const outer = `${height + pixels(style.paddingTop) + pixels(style.paddingBottom)}px`;
  slide.style.height = `${height}px`;
  slider.style.height = outer;
  const wrapper = slider.querySelector<HTMLElement>('.swiper-wrapper');
  if (wrapper) wrapper.style.height = outer;
}

/** A pagination area's list (`.sc_slider_pagination`) marks the shown slide's title and scrolls to keep it in view. */
function markPaginationItem(slider: HTMLElement, index: number): void {
  const list = slider.closest('.sc_slider_pagination_area')?.querySelector<HTMLElement>('.sc_slider_pagination');
  if (!list) return;
  const items = Array.from(list.querySelectorAll<HTMLElement>('.post_item'));
  items.forEach((item, position) => item.classList.toggle('active', position === index));
  const active = items[index];
  const scroller = list.querySelector<HTMLElement>('.sc_scroll_wrapper');
  if (!active || !scroller) return;
  const top = list.getBoundingClientRect().top;
  const height = list.clientHeight - pixels(getComputedStyle(list).paddingTop) - pixels(getComputedStyle(list).paddingBottom);
  const offset = active.getBoundingClientRect().top - top;
  const scrolled = scroller.getBoundingClientRect().top - top;
  if (offset < 0) Object.assign(scroller.style, { transform: 'translate3d(0px, 0px, 0px)', transitionDuration: '0.3s' });
  else if (height <= offset + active.offsetHeight) Object.assign(scroller.style, { transform: `translate3d(0px, -${Math.abs(scrolled) + offset - height / 4}px, 0px)`, transitionDuration: '0.3s' });
}

/**
 * The callbacks both generations' shortcodes scripts give Swiper: the automatic height on start and on each change,
 * and the pagination area's active title once a change ends (the loop's duplicate slides shift the index by one).
 */
export function sliderCallbacks(slider: HTMLElement): Record<string, (swiper: SlideEvent) => void> {
  return {
    onFirstInit: () => fitSlide(slider, 1),
    onSlideChangeStart: (swiper) => fitSlide(slider, swiper.activeIndex ?? 0),
    onSlideChangeEnd: (swiper) => {
      if (!slider.closest('.sc_slider_pagination_area')) return;
      const count = slider.closest('.sc_slider_pagination_area')!.querySelectorAll('.sc_slider_pagination .post_item').length;
      const active = swiper.activeIndex ?? 0;
      markPaginationItem(slider, active > count ? 0 : active - 1);
    },
  };
}
