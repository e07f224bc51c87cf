import { useLayoutEffect } from 'react';
import { actAsButton } from './act-as-button';

/** `actAsButton` for as long as the component is mounted: the server element works as a button from the keyboard. */
export function useActAsButton(element: HTMLElement | null | undefined, label?: string): void {
  useLayoutEffect(() => (element ? actAsButton(element, label) : undefined), [element, label]);
}
