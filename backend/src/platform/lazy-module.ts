/**
 * A library loaded at its first use instead of at start: the PDF and image libraries serve a
 * few requests (an invoice, an upload, the demo seed), yet loading them cost every start
 * about 0.1 s on each of the two threads.
 */
export function lazyModule<M>(load: () => M): () => M {
  let loaded: M | undefined;
  return () => (loaded ??= load());
}
