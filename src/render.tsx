import { Component, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { Cleanup } from './enhancer';

class ErrorBoundary extends Component<{ report: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.report(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * Renders a component into a container element; a render error is reported and the component removed,
 * leaving the rest of the page (and the server markup) alone. The first render commits before this
 * returns (layout effects included), so listeners are in place for a replayed click. Returns the unmount.
 */
export function renderInto(container: Element, node: ReactNode, report: (error: unknown) => void): Cleanup {
  const root = createRoot(container);
  flushSync(() => root.render(<ErrorBoundary report={report}>{node}</ErrorBoundary>));
  return () => root.unmount();
}
