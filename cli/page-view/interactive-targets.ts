import type { ElementRecord } from './element-record';
import type { Box } from './finding';

/** What a target is, in the order the generic pass drives them: what scripts handle first. */
export const TARGET_KINDS = ['in-page', 'media', 'button', 'title', 'menu', 'control', 'link'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** A visitor's action: a click, a hover over a menu's top item (and the first item it opens), a focus and a key. */
export type TargetAction = 'click' | 'hover' | 'focus' | 'type';

/** One element the generic pass acts on, found on the original side at rest, and found again on the other by key. */
export interface InteractiveTarget {
  key: string;
  kind: TargetKind;
  action: TargetAction;
  tag: string;
  href?: string;
  text: string;
  /** Which of the elements of the same tag, `href` and text it is, in document order: the key's fallback. */
  nth: number;
  /** How a line names it: `a[href$=.jpg] "Photo"`, `div.sc_accordion_title "Second"`. */
  label: string;
  box: Box;
  /** How many visible elements of the page behave alike (its representatives included). */
  alike: number;
  /** Shown only while the pointer is over its widget (a slider's arrows): driven though transparent at rest. */
  onHover?: boolean;
}

const MEDIA = /\.(jpe?g|png|gif|webp|avif|svg|mp4|webm|ogv|mp3|ogg|wav|pdf)([?#]|$)/i;
const TEXT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'number', 'password']);
const TITLE = /(^|_)(accordion|toggles|tabs)_title|^ui-tabs-anchor$/;
/** A slider's arrows: the themes show them while the pointer is over the slider, transparent otherwise. */
const ON_HOVER = /^(sc_slider_(prev|next)|swiper-button-(prev|next))$/;
const shownOnHover = (element: ElementRecord) => element.classes.some((name) => ON_HOVER.test(name)) && element.box[2] > 0 && element.box[3] > 0;

export const parentKey = (key: string) => key.slice(0, Math.max(0, key.lastIndexOf('>')));
const lastSegment = (key: string) => key.slice(key.lastIndexOf('>') + 1);
/** `tag.firstClass` of a key's last segment, without its place among siblings. */
export const kindOfKey = (key: string) => lastSegment(key).replace(/:\d+$/, '');

/** A link's href points into this page: `#…`, `javascript:`, or this very URL with a hash. */
const inPage = (href: string, pageUrl: string) => {
  if (/^(#|javascript:)/i.test(href)) return true;
  try {
    const url = new URL(href, pageUrl);
    const here = new URL(pageUrl);
    return url.hash !== '' && url.origin === here.origin && url.pathname === here.pathname && url.search === here.search;
  } catch {
    return false;
  }
};

interface PageIndex {
  byKey: ReadonlyMap<string, ElementRecord>;
  /** Keys of the elements with a list among their children (a menu item with its sub-menu). */
  withList: ReadonlySet<string>;
  pageUrl: string;
}

function kindOf(element: ElementRecord, { byKey, withList, pageUrl }: PageIndex): { kind: TargetKind; action: TargetAction } | undefined {
  const parent = byKey.get(parentKey(element.key));
  const grand = parent && byKey.get(parentKey(parent.key));
  // A menu's top item: an item of a list that is no item itself, with a list of its own (its sub-menu).
  const menuParent = element.tag === 'a' && parent?.tag === 'li' && grand?.tag === 'ul' && byKey.get(parentKey(grand.key))?.tag !== 'li' && withList.has(parent.key);
  if (menuParent) return { kind: 'menu', action: 'hover' };
  const titled = [element, parent].some((record) => record?.classes.some((name) => TITLE.test(name))) || element.type === 'tab' || element.key.includes('.sc_tabs_titles');
  if (titled) return { kind: 'title', action: 'click' };
  if (element.interactive === 'link') {
    const href = element.href ?? '';
    if (inPage(href, pageUrl)) return { kind: 'in-page', action: 'click' };
    if (MEDIA.test(href)) return { kind: 'media', action: 'click' };
    return { kind: 'link', action: 'click' };
  }
  if (element.interactive === 'button') return { kind: 'button', action: 'click' };
  if (element.interactive === 'control') {
    const type = element.type ?? (element.tag === 'textarea' ? 'textarea' : element.tag);
    if (['submit', 'button', 'image', 'reset'].includes(type)) return { kind: 'button', action: 'click' };
    if (type === 'checkbox' || type === 'radio') return { kind: 'control', action: 'click' };
    return { kind: 'control', action: TEXT_TYPES.has(type) || type === 'textarea' ? 'type' : 'focus' };
  }
  return undefined;
}

/** What makes two targets behave alike: links to other pages are all one kind; others by their classes and their parent's. */
function likeness(element: ElementRecord, kind: TargetKind, { byKey, pageUrl }: PageIndex): string {
  // Classes that tell places apart, not behaviours (an accordion's odd and even items); an open state does not.
  const classes = (record: ElementRecord | undefined) => (record?.classes ?? []).filter((name) => !/^(odd|even|first|last|ui-corner-\w+)$/.test(name)).sort().join('.');
  const parent = byKey.get(parentKey(element.key));
  if (kind === 'link') {
    let site = 'elsewhere';
    try {
      site = new URL(element.href ?? '', pageUrl).origin === new URL(pageUrl).origin ? 'site' : 'elsewhere';
    } catch { /* a broken href is a link elsewhere */ }
    return `link|${site}`;
  }
  if (kind === 'menu') return `menu|${element.key}`;
  const form = element.key.split('>').find((segment) => segment.startsWith('form')) ?? '';
  const href = kind === 'in-page' ? element.href : kind === 'media' ? MEDIA.exec(element.href ?? '')?.[1]?.toLowerCase() : '';
  return `${kind}|${element.tag}.${classes(element)}|${parent?.tag}.${classes(parent)}|${element.type ?? ''}|${form}|${href}`;
}

const quoted = (text: string) => (text ? ` "${text.length > 40 ? `${text.slice(0, 39)}…` : text}"` : '');

/** `a[href$=.jpg] "Photo"`, `a[href="#popup"]`, `button.mejs-play`, `input.search_field[type=search]`. */
export function targetLabel(element: Pick<ElementRecord, 'tag' | 'classes' | 'href' | 'type' | 'text'>, kind: TargetKind): string {
  const classes = element.classes.filter((name) => !/^(inited|sf-with-ul|ui-state-\w+|active|hover|focus)$/.test(name)).slice(0, 2).map((name) => `.${name}`).join('');
  const extension = MEDIA.exec(element.href ?? '')?.[1];
  const attribute = kind === 'media' && extension ? `[href$=.${extension.toLowerCase()}]` : kind === 'in-page' ? `[href="${element.href}"]` : element.type && element.tag === 'input' ? `[type=${element.type}]` : '';
  return `${element.tag}${kind === 'media' || kind === 'in-page' ? '' : classes}${attribute}${quoted(element.text ?? '')}`;
}

export const sameLook = (a: Pick<ElementRecord, 'tag' | 'href' | 'text'>, b: Pick<ElementRecord, 'tag' | 'href' | 'text'>) =>
  a.tag === b.tag && (a.href ?? '') === (b.href ?? '') && (a.text ?? '') === (b.text ?? '');

/**
 * The targets of a page, from its elements at rest: every visible link, button, title and control, sorted so that what
 * scripts handle comes first (in-page and media links, buttons, titles, menus, controls, then links to other pages),
 * with a few representatives of each kind of alike elements (one, two of the links to other pages).
 */
export function chooseTargets(elements: readonly ElementRecord[], pageUrl: string): InteractiveTarget[] {
  const byKey = new Map(elements.map((element) => [element.key, element]));
  const index: PageIndex = { byKey, withList: new Set(elements.filter((element) => element.tag === 'ul').map((element) => parentKey(element.key))), pageUrl };
  const groups = new Map<string, InteractiveTarget[]>();
  const seenLooks = new Map<string, number>();
  for (const element of elements) {
    if (!element.interactive) continue;
    const look = `${element.tag}|${element.href ?? ''}|${element.text ?? ''}`;
    const nth = seenLooks.get(look) ?? 0;
    seenLooks.set(look, nth + 1);
    if (!element.visible && !shownOnHover(element)) continue;
    // A control inside a link or a button is driven through it.
    if (parentKeys(element.key).some((key) => byKey.get(key)?.interactive && byKey.get(key)?.visible)) continue;
    const found = kindOf(element, index);
    if (!found) continue;
    const likeKey = likeness(element, found.kind, index);
    const group = groups.get(likeKey) ?? [];
    group.push({
      key: element.key, ...found, tag: element.tag, ...(element.href !== undefined && { href: element.href }), text: element.text ?? '', nth,
      label: targetLabel(element, found.kind), box: element.box, alike: 0, ...(!element.visible && { onHover: true }),
    });
    groups.set(likeKey, group);
  }
  const chosen: InteractiveTarget[] = [];
  for (const group of groups.values()) {
    const representatives = group.slice(0, group[0]!.kind === 'link' ? 2 : 1);
    for (const target of representatives) chosen.push({ ...target, alike: group.length });
  }
  const rank = (target: InteractiveTarget) => TARGET_KINDS.indexOf(target.kind);
  return chosen.sort((a, b) => rank(a) - rank(b) || a.box[1] - b.box[1] || a.box[0] - b.box[0]);
}

function parentKeys(key: string): string[] {
  const keys: string[] = [];
  for (let parent = parentKey(key); parent; parent = parentKey(parent)) keys.push(parent);
  return keys;
}

/** The same target among another side's elements: by key when it looks the same there, else by its look and place. */
export function findTarget(target: InteractiveTarget, elements: readonly ElementRecord[]): ElementRecord | undefined {
  const byKey = elements.find((element) => element.key === target.key);
  if (byKey && sameLook(byKey, target)) return byKey;
  return elements.filter((element) => element.interactive && sameLook(element, target))[target.nth] ?? byKey;
}
