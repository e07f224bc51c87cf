/** One element of a page as a visitor meets it, keyed so that the same server element matches on both sides. */
export interface ElementRecord {
  /** Path from `body`, one segment per level: `tag#id`, or `tag.firstClass:n` (the n-th such sibling). */
  key: string;
  tag: string;
  classes: string[];
  /** `tag#id.class1.class2` with a little of its text: how the report names it. */
  label: string;
  /** Rendered, not clipped away by an overflow ancestor, not `visibility: hidden`, not transparent up the tree. */
  visible: boolean;
  /** Document coordinates, whole pixels: x, y, width, height (zeros when not rendered). */
  box: [number, number, number, number];
  /** What a visitor can act on: a link, a button, a form control or a titled widget part. */
  interactive?: 'link' | 'button' | 'control';
  /** A link's `href` attribute as written. */
  href?: string;
  /** What an interactive element says (text, else its `aria-label`, `title`, `value` or `placeholder`), whitespace collapsed. */
  text?: string;
  /** An input's or a button's `type`, an element's `role`: what a visitor's action on it does. */
  type?: string;
  /** The same DOM node in every snapshot of one page load, whatever ids or classes scripts give it meanwhile. */
  node?: number;
}

/** An element of the server's HTML (parsed, never run): what scripts found before they changed anything. */
export interface ServerElement {
  key: string;
  classes: string[];
}
