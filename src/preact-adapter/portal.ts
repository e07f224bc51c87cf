import { Component, createElement, render, type ComponentChildren, type ContainerNode, type VNode } from 'preact';

/** The parts of a parent node that Preact's `render` reads. */
interface RenderParent extends Pick<ContainerNode, 'firstChild' | 'childNodes' | 'insertBefore'> {
  namespaceURI: string | null;
}

/**
 * What Preact renders a portal's content into: nodes go into the container, at its end, but Preact
 * sees none of the container's own children, so the server markup there is neither adopted nor removed.
 */
const portalParent = (container: Element): RenderParent => ({
  namespaceURI: container.namespaceURI,
  firstChild: null,
  childNodes: [],
  insertBefore: (node, before) => container.insertBefore(node as Node, before as Node | null) as ContainerNode,
});

interface PortalProps {
  content: ComponentChildren;
  container: Element;
}

class Portal extends Component<PortalProps> {
  private host: { container: Element; parent: ContainerNode } | undefined;

  override componentWillUnmount(): void {
    if (this.host) render(null, this.host.parent);
    this.host = undefined;
  }

  // The content renders while the portal does (as preact/compat's does), so its refs are set and its
  // layout effects have run before those of the component that renders the portal, as in React.
  override render({ content, container }: PortalProps): null {
    if (this.host?.container !== container) {
      this.componentWillUnmount();
      // Nodes are only ever placed through `insertBefore`, then removed from their real parent.
      this.host = { container, parent: portalParent(container) as RenderParent & ContainerNode };
    }
    render(content, this.host.parent);
    return null;
  }
}

/** React's `createPortal`: renders `content` at the end of `container`, which may hold other markup. */
export function createPortal(content: ComponentChildren, container: Element, key?: string | null): VNode<PortalProps> {
  return createElement(Portal, { content, container, key: key ?? undefined });
}
