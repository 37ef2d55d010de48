/**
 * What list helpers need from a reply: set a header. A Fastify reply fits, and so does a
 * test double, so helpers never depend on the HTTP adapter.
 */
export interface ReplyHeaders {
  header(name: string, value: string): unknown;
}
