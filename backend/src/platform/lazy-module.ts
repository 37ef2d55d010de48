/**
 * A library loaded at its first use instead of at start: the PDF and image libraries serve a
 * few requests (an invoice, an upload, the demo seed), yet loading them cost every start
 * about 0.1 s on each of the two threads.
 */
export function lazyModule<M>(load: () => M): () => M {
  let loaded: M | undefined;
  return () => (loaded ??= load());
}

/** The image library (product uploads, the demo seed's pictures), loaded at its first use. */
export const sharpLibrary = lazyModule(() => require('sharp') as typeof import('sharp'));

/** The PDF library (GST invoices, the demo providers' documents), loaded at its first use. */
export const pdfKit = lazyModule(() => require('pdfkit') as typeof import('pdfkit'));
