import type { Test } from 'supertest';

/** A supertest parser keeping a response body as bytes (invoices are PDFs): `.buffer(true).parse(binary)`. */
export const binary: Parameters<Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};
