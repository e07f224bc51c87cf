import type { FormValue } from '../../src/form-encode';

/** A feed's settings as its container prints them (contract plugins.md §B.2), read the way sbi-scripts.js reads them. */
export interface FeedOptions {
  cols: number;
  colsMobile: number;
  colsTablet: number;
  num: number;
  numMobile: number;
  /** `data-res`: `auto`, `thumb`, `medium` or `full`. */
  imgRes: string;
  feedId: string;
  /** `data-postid`, or `unknown` when the page printed none (defect 3). */
  postId: string;
  /** `data-shortcode-atts`, JSON text sent as it is. */
  shortcodeAtts: string | undefined;
  locatorNonce: string;
  /** `data-options.cache_all`, else `false`. */
  cacheAll: FormValue;
  resizingEnabled: boolean;
  imageLoadEnabled: boolean;
  favorLocal: boolean;
  ajaxPostLoad: boolean;
  gdpr: boolean;
  overrideBlockCDN: boolean;
  locator: boolean;
  testAjax: boolean;
}

const int = (value: string | null, fallback: number): number => {
  const number = value === null || value === '' ? NaN : parseInt(value, 10);
  return Number.isNaN(number) ? fallback : number;
};

function generalOptions(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function readFeedOptions(feed: Element): FeedOptions {
  const attr = (name: string) => feed.getAttribute(`data-${name}`);
  const flags = (attr('sbi-flags') ?? '').split(',');
  const cols = int(attr('cols'), 1);
  const perDevice = (name: string) => {
    const value = attr(name);
    return value !== null && value !== 'same' ? int(value, cols) : cols;
  };
  const num = int(attr('num'), 1);
  const cacheAll = generalOptions(attr('options'))['cache_all'];
  return {
    cols,
    colsMobile: perDevice('colsmobile'),
    colsTablet: perDevice('colstablet'),
    num,
    numMobile: int(attr('nummobile'), num),
    imgRes: attr('res') ?? 'auto',
    feedId: attr('feedid') ?? '',
    postId: attr('postid') ?? 'unknown',
    shortcodeAtts: attr('shortcode-atts') ?? undefined,
    locatorNonce: attr('locatornonce') ?? '',
    cacheAll: cacheAll === undefined ? false : (cacheAll as FormValue),
    resizingEnabled: !flags.includes('resizeDisable'),
    imageLoadEnabled: !flags.includes('imageLoadDisable'),
    favorLocal: flags.includes('favorLocal'),
    ajaxPostLoad: flags.includes('ajaxPostLoad'),
    gdpr: flags.includes('gdpr'),
    overrideBlockCDN: flags.includes('overrideBlockCDN'),
    locator: flags.includes('locator'),
    testAjax: flags.includes('testAjax'),
  };
}
