import type { AuthUser, Role } from '../auth/roles';
import type { Doc, Filter, Sort } from '../read-store/read-store.port';
import type { ResourceFields } from './resource-fields';

/**
 * One back-office resource, declared once: what its list may be filtered, searched and
 * sorted by (typed), who may read it and which part (scope), and how a stored document
 * is shown. The generic list / getOne / history handlers serve it; commands stay in their
 * context's controller.
 */
export interface ResourceDeclaration<D extends Doc = Doc, R = unknown> {
  /** URL segment under /api/admin and the Content-Range name. */
  name: string;
  collection: string;
  roles: readonly Role[];
  fields: ResourceFields;
  /** Stored fields `q` searches. */
  search?: readonly string[];
  defaultSort: Sort;
  /** What this caller may see, applied before any client filter; null = everything. */
  scope?: (user: AuthUser) => Filter | null;
  toRecord: (doc: D) => R;
  /** 404 message of getOne. */
  notFound: string;
}

export const defineResource = <D extends Doc, R>(resource: ResourceDeclaration<D, R>): ResourceDeclaration<D, R> => resource;

/** Vendors and providers see only their own record (their id is their user id). */
export const ownRecordOnly = (user: AuthUser): Filter | null => (user.role === 'admin' ? null : { _id: user.userId });
