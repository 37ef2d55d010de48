import { Role } from '../../platform/auth/roles';
import { Decider } from '../../platform/domain/decider';
import { DomainError } from '../../platform/domain/domain-error';
import { SignUpApplication, UserEvent } from './identity.events';

export type UserStatus = 'absent' | 'active' | 'inactive' | 'erased';
export type UserState =
  | { status: 'absent' }
  | { status: Exclude<UserStatus, 'absent'>; userId: string; role: Role; phoneVerified: boolean; invitationId: string | null };

type At = { now: Date };
/** Personal fields arrive already sealed (see PersonalDataCipher); the decider never reads them. */
export type UserCommand =
  | { type: 'RegisterUser'; data: At & { userId: string; role: Role; name: string; email: string; phone: string | null; phoneVerified: boolean; invitationId: string | null; application?: SignUpApplication } }
  | { type: 'VerifyPhone'; data: At & { phone: string } }
  | { type: 'UpdateProfile'; data: At & { name?: string; phone?: string | null } }
  | { type: 'ChangeEmail'; data: At & { email: string } }
  | { type: 'ChangePassword'; data: At & { method: 'change' | 'reset' } }
  | { type: 'ChangeRole'; data: At & { role: Role } }
  | { type: 'Deactivate'; data: At }
  | { type: 'Reactivate'; data: At }
  | { type: 'Erase'; data: At }
  /** An admin's edit of a user: each part only when it changes something, decided and appended together. */
  | { type: 'EditUser'; data: At & { name?: string; role?: Role; status?: 'Active' | 'Inactive' } };

/** Which commands each status allows: the lifecycle as data, refused in one place. */
const ALLOWED: Record<UserStatus, UserCommand['type'][]> = {
  absent: ['RegisterUser'],
  active: ['VerifyPhone', 'UpdateProfile', 'ChangeEmail', 'ChangePassword', 'ChangeRole', 'Deactivate', 'Erase', 'EditUser'],
  inactive: ['Reactivate', 'ChangeRole', 'Erase', 'EditUser'],
  erased: [],
};

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ status: 'absent' }),

  evolve(state, event) {
    if (event.type === 'UserRegistered') {
      const { userId, role, phoneVerified, invitationId } = event.data;
      return { status: 'active', userId, role, phoneVerified, invitationId };
    }
    if (state.status === 'absent') return state;
    switch (event.type) {
      case 'PhoneVerified':
        return { ...state, phoneVerified: true };
      case 'UserProfileUpdated':
        return event.data.phone !== undefined ? { ...state, phoneVerified: false } : state;
      case 'UserEmailChanged':
      case 'PasswordChanged':
        return state;
      case 'UserRoleChanged':
        return { ...state, role: event.data.role };
      case 'UserDeactivated':
        return { ...state, status: 'inactive' };
      case 'UserReactivated':
        return { ...state, status: 'active' };
      case 'UserErased':
        return { ...state, status: 'erased' };
    }
  },

  decide(command, state) {
    if (!ALLOWED[state.status].includes(command.type)) {
      if (state.status === 'absent') throw new DomainError('not_found', 'User not found');
      throw new DomainError('conflict', state.status === 'erased' ? 'This user has been erased' : `This user is ${state.status}`);
    }
    const at = command.data.now.toISOString();
    const userId = state.status === 'absent' ? '' : state.userId;
    switch (command.type) {
      case 'RegisterUser': {
        const { now, ...user } = command.data;
        return [{ type: 'UserRegistered', data: { ...user, registeredAt: at } }];
      }
      case 'VerifyPhone':
        return [{ type: 'PhoneVerified', data: { userId, phone: command.data.phone, verifiedAt: at } }];
      case 'UpdateProfile': {
        const { now, ...changes } = command.data;
        if (Object.keys(changes).length === 0) return [];
        return [{ type: 'UserProfileUpdated', data: { userId, ...changes, updatedAt: at } }];
      }
      case 'ChangeEmail':
        return [{ type: 'UserEmailChanged', data: { userId, email: command.data.email, changedAt: at } }];
      case 'ChangePassword':
        return [{ type: 'PasswordChanged', data: { userId, method: command.data.method, changedAt: at } }];
      case 'ChangeRole':
        if (state.status === 'absent' || state.role === command.data.role) return [];
        return [{ type: 'UserRoleChanged', data: { userId, previousRole: state.role, role: command.data.role, changedAt: at } }];
      case 'Deactivate':
        return [{ type: 'UserDeactivated', data: { userId, deactivatedAt: at } }];
      case 'Reactivate':
        return [{ type: 'UserReactivated', data: { userId, reactivatedAt: at } }];
      case 'Erase': {
        // The invitation the person accepted holds their e-mail under its own key: it goes too.
        const invitationId = state.status === 'absent' ? null : state.invitationId;
        return [{ type: 'UserErased', data: { userId, erasedAt: at, ...(invitationId && { invitationId }) } }];
      }
      case 'EditUser':
        return decideInTurn(editSteps(command.data, state), state);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/**
 * The parts of an admin's edit in the order that lets them all apply: a reactivation first
 * (an inactive user's name cannot change), a deactivation last. A status already in force
 * adds nothing.
 */
function editSteps({ now, name, role, status }: Extract<UserCommand, { type: 'EditUser' }>['data'], state: UserState): UserCommand[] {
  return [
    ...(status === 'Active' && state.status === 'inactive' ? [{ type: 'Reactivate' as const, data: { now } }] : []),
    ...(name !== undefined ? [{ type: 'UpdateProfile' as const, data: { now, name } }] : []),
    ...(role !== undefined ? [{ type: 'ChangeRole' as const, data: { now, role } }] : []),
    ...(status === 'Inactive' && state.status === 'active' ? [{ type: 'Deactivate' as const, data: { now } }] : []),
  ];
}

/** Decides each command on the state the previous ones leave: all their events, or the first refusal. */
function decideInTurn(commands: UserCommand[], state: UserState): UserEvent[] {
  const events: UserEvent[] = [];
  for (const command of commands) {
    const decided = userDecider.decide(command, state);
    events.push(...decided);
    state = decided.reduce(userDecider.evolve, state);
  }
  return events;
}
