import { DomainEvent } from '../../platform/event-store/event';
import { EventTypeDefinition } from '../../platform/event-store/event-catalog';
import { Role } from '../../platform/auth/roles';

/** Someone got an account. The password never enters the log (it lives in the credential store). */
export type UserRegistered = DomainEvent<
  'UserRegistered',
  { userId: string; name: string; email: string; phone: string | null; role: Role; registeredAt: string }
>;

export type IdentityEvent = UserRegistered;

export const IDENTITY_EVENT_TYPES: EventTypeDefinition[] = [{ type: 'UserRegistered', context: 'identity', schemaVersion: 1 }];

export const userStream = (userId: string) => `user-${userId}`;
