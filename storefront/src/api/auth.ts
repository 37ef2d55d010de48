import type { AuthResponse } from '../session/sessionTypes';
import { api } from './client';

export function login(email: string, password: string) {
  return api<AuthResponse>('/auth/login', { method: 'POST', body: { email, password } });
}

export interface SignupInput {
  name: string;
  email: string;
  phone?: string;
  password: string;
}

export function signup(input: SignupInput) {
  return api<AuthResponse>('/auth/signup', { method: 'POST', body: input });
}
