import type { Cleanup } from '../../src/enhancer';

/** Sets attributes on server markup and remembers their first values, so that `restore` undoes every change. */
export function attributeChanges(): { set(element: Element, name: string, value: string): void; restore: Cleanup } {
  const saved: [Element, string, string | null][] = [];
  return {
    set(element, name, value) {
      if (!saved.some(([other, otherName]) => other === element && otherName === name)) saved.push([element, name, element.getAttribute(name)]);
      element.setAttribute(name, value);
    },
    restore() {
      for (const [element, name, value] of saved.reverse()) {
        if (value === null) element.removeAttribute(name);
        else element.setAttribute(name, value);
      }
      saved.length = 0;
    },
  };
}
