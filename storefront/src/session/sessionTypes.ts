export type Role = 'customer' | 'vendor' | 'provider' | 'admin';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Whether the server holds a verified phone number for this user. */
  phoneVerified?: boolean;
  /**
   * The phone number this device last saw the user sign up or verify with. The server does
   * not return it (GET /api/auth/me has no phone), so it is kept beside the server's fields.
   */
  phone?: string;
}

/** What POST /api/auth/login, /signup and /refresh return. */
export interface AuthResponse {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

export type Session = AuthResponse;
