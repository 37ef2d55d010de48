/** The sessions access tokens belong to (the identity context keeps them: refresh-token families). */
export const SESSIONS = Symbol('SESSIONS');

export interface Sessions {
  /** False once the session was signed out or ended (password change or reset, deactivation, erasure...). */
  isSessionOpen(sessionId: string): boolean;
}
