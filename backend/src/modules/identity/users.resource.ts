import { ROLES } from '../../platform/auth/roles';
import { defineResource } from '../../platform/http/resource';
import { field } from '../../platform/http/resource-fields';
import { SIGN_UP_HISTORY_FIELDS, userStream } from './identity.events';
import { USERS_COLLECTION, UserDoc } from './users.read-model';

export const USER_STATUSES = ['Active', 'Inactive', 'Erased'] as const;

/** Spec 3 "User (admin-listed)": id, name, email, role, joinedDate, status. */
export const usersResource = defineResource({
  name: 'users',
  collection: USERS_COLLECTION,
  roles: ['admin'],
  fields: {
    id: field.id(),
    name: field.string('name'),
    email: field.string('email'),
    role: field.enum('role', ROLES),
    status: field.enum('status', USER_STATUSES),
    joinedDate: field.date('joinedAt'),
    updatedAt: field.date('updatedAt'),
    phoneVerified: field.boolean('phoneVerified'),
  },
  search: ['name', 'email'],
  defaultSort: { joinedAt: -1 },
  notFound: 'User not found',
  streams: (id) => [userStream(id)],
  historyFields: SIGN_UP_HISTORY_FIELDS,
  toRecord: (u: UserDoc) => ({ id: u._id, name: u.name, email: u.email, phone: u.phone, phoneVerified: u.phoneVerified, role: u.role, status: u.status, joinedDate: u.joinedAt, updatedAt: u.updatedAt }),
});
