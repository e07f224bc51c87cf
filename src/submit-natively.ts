/**
 * Sends a form the ordinary way once its own submit, cancelled to check it first, has passed the checks. In a
 * task of its own: while that submit event is still being dispatched the browser ignores requestSubmit(), and
 * when the checks' code is already there (in the same file, or loaded by an earlier attempt) awaiting it
 * resolves within that dispatch.
 */
export function submitNatively(form: HTMLFormElement, submitter: HTMLElement | null | undefined): void {
  setTimeout(() => {
    if (!form.isConnected) return;
    form.requestSubmit(submitter?.isConnected && (submitter as HTMLButtonElement).form === form ? submitter : null);
  });
}
