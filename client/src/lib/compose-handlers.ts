/** One handler that runs the element's own handler (when it has one), then ours. */
export function composeHandlers<E>(own: unknown, ours: (event: E) => unknown): (event: E) => void {
  return (event) => {
    if (typeof own === 'function') own(event);
    ours(event);
  };
}
