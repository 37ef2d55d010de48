import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { Role } from '../../platform/auth/roles';
import { IdentityEvent } from './identity.events';

export type UserState = { status: 'absent' } | { status: 'active'; userId: string; role: Role };

export type RegisterUser = {
  type: 'RegisterUser';
  data: { userId: string; name: string; email: string; phone: string | null; role: Role; now: Date };
};
export type IdentityCommand = RegisterUser;

export const userDecider: Decider<UserState, IdentityCommand, IdentityEvent> = {
  initialState: () => ({ status: 'absent' }),
  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'active', userId: event.data.userId, role: event.data.role };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RegisterUser': {
        if (state.status !== 'absent') throw new DomainError('conflict', 'This account already exists');
        const { now, ...user } = command.data;
        return [{ type: 'UserRegistered', data: { ...user, registeredAt: now.toISOString() } }];
      }
    }
  },
};
