import { render, type ComponentChild } from 'preact';

export interface Root {
  render(children: ComponentChild): void;
  unmount(): void;
}

/**
 * React's `createRoot` (react-dom/client). Preact renders at once where React schedules the render;
 * the only caller renders inside `flushSync`, where React renders at once too.
 */
export function createRoot(container: Element): Root {
  return {
    render: (children) => render(children, container),
    unmount: () => render(null, container),
  };
}
