import { options, type VNode } from 'preact';

/**
 * React prop names that Preact's core would not set as React does, with the name to set instead. Preact
 * sets a prop as the element's property of that name, else as an attribute of that name: `className` and
 * `htmlFor` set to `undefined` would leave `class=""` and `for=""` where React removes the attribute;
 * SVG wants `tabindex` and hyphenated presentation attributes (`stroke-width`). Only the names used in
 * the code are here; test/unit/preact-adapter-names.test.ts fails when JSX uses another that needs one.
 */
export const DOM_NAMES: Readonly<Record<string, string>> = {
  className: 'class',
  htmlFor: 'for',
  tabIndex: 'tabindex',
  dominantBaseline: 'dominant-baseline',
  fontFamily: 'font-family',
  fontSize: 'font-size',
  strokeDasharray: 'stroke-dasharray',
  strokeDashoffset: 'stroke-dashoffset',
  strokeLinecap: 'stroke-linecap',
  strokeWidth: 'stroke-width',
  textAnchor: 'text-anchor',
};

const previousVNodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (typeof vnode.type === 'string') {
    // A new object, so the attributes keep the order of the props, as React sets them.
    const props: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(vnode.props as Record<string, unknown>)) props[DOM_NAMES[name] ?? name] = value;
    vnode.props = props as typeof vnode.props;
  }
  previousVNodeHook?.(vnode);
};
