import type { ElementRecord, ServerElement } from './element-record';
import type { Crop } from './finding';
import { ancestorKeys, isInside } from './key-tree';

/** One side at rest at one width: the live elements, the server's HTML it was built from, its full-page screenshot. */
export interface SideView {
  elements: ElementRecord[];
  server: ServerElement[];
  screenshot: string;
  /** Its stylesheets' selectors (null: a sheet could not be read); none given, every class matters. */
  selectors?: string[] | null;
}

/** A side's elements by key, with what the comparison asks of them. */
export class IndexedSide {
  readonly byKey: Map<string, ElementRecord>;
  readonly serverClasses: Map<string, string[]>;

  constructor(readonly view: SideView) {
    this.byKey = new Map(view.elements.map((element) => [element.key, element]));
    this.serverClasses = new Map(view.server.map((element) => [element.key, element.classes]));
  }

  /** Its subtree (itself first), in document order. */
  subtree(key: string): ElementRecord[] {
    return this.view.elements.filter((element) => element.key === key || isInside(element.key, key));
  }

  /** Whether a visitor sees it or anything inside it. */
  showsAnything(key: string): boolean {
    return this.subtree(key).some((element) => element.visible);
  }

  /** Whether it holds a link, a button or a control: hidden at rest, a visitor may still open it. */
  holdsInteractive(key: string): boolean {
    return this.subtree(key).some((element) => element.interactive);
  }

  /** How the report names it: its label, and how many elements it holds. */
  describe(key: string): string {
    const inside = this.subtree(key).length - 1;
    return `${this.byKey.get(key)?.label ?? key}${inside > 0 ? ` (and ${inside} inside)` : ''}`;
  }

  /** Its box, or when it has none (missing, not rendered) the nearest ancestor's that has one. */
  crop(key: string): Crop {
    const sized = (element: ElementRecord | undefined) => element && element.box[2] >= 1 && element.box[3] >= 1;
    const own = this.byKey.get(key);
    if (sized(own)) return { screenshot: this.view.screenshot, box: own!.box };
    for (const ancestor of ancestorKeys(key)) {
      const element = this.byKey.get(ancestor);
      if (sized(element)) return { screenshot: this.view.screenshot, box: element!.box, ofAncestor: true };
    }
    return { screenshot: this.view.screenshot };
  }
}
