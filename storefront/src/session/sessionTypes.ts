export type Role = 'customer' | 'vendor' | 'provider' | 'admin';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

/** What POST /api/auth/login, /signup and /refresh return. */
export interface AuthResponse {
  accessToken: string;
  refreshToken: string;
  user: SessionUser;
}

export type Session = AuthResponse;
