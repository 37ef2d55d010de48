import type { AuthResponse } from '../session/sessionTypes';
import { api } from './client';

/** POST /api/suppliers/register answers with the session of the new vendor account. */
export interface SupplierRegistered extends AuthResponse {
  message: string;
  token: string;
  supplier: { id: string; company_name: string; email: string; status: 'Pending' | 'Verified' };
}

/** The supplier registration form (spec 5) as multipart: the document is a file field. */
export function registerSupplier(form: FormData) {
  return api<SupplierRegistered>('/suppliers/register', { method: 'POST', body: form });
}

export interface ProviderSignupInput {
  name: string;
  email: string;
  phone: string;
  password: string;
  expertise: string;
  phoneVerificationToken?: string;
}

export function signupProvider(input: ProviderSignupInput) {
  return api<AuthResponse & { message: string }>('/providers/signup', { method: 'POST', body: input });
}
