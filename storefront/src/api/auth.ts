import type { AuthResponse, SessionUser } from '../session/sessionTypes';
import { api } from './client';

export function login(email: string, password: string) {
  return api<AuthResponse>('/auth/login', { method: 'POST', body: { email, password } });
}

export interface SignupInput {
  name: string;
  email: string;
  phone?: string;
  password: string;
  /** From verifyOtp: proves the phone, so the account starts with a verified phone. */
  phoneVerificationToken?: string;
}

export function signup(input: SignupInput) {
  return api<AuthResponse>('/auth/signup', { method: 'POST', body: input });
}

export interface OtpSent {
  success: boolean;
  message: string;
  /** Seconds before another code may be requested. */
  resendAfter: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

/** Texts a 6-digit code to the phone; 429 (with retryAfter) when asked again too soon. */
export function sendOtp(phone: string) {
  return api<OtpSent>('/auth/otp/send', { method: 'POST', body: { phone } });
}

export interface OtpVerified {
  success: boolean;
  message: string;
  verified: true;
  phone: string;
  /** Valid for 30 minutes; sent with the sign-up or registration that claims this phone. */
  phoneVerificationToken: string;
}

export function verifyOtp(phone: string, code: string) {
  return api<OtpVerified>('/auth/otp/verify', { method: 'POST', body: { phone, code } });
}

/** A signed-in user proves a phone number with a verification token; returns the updated user. */
export function verifySignedInPhone(phoneVerificationToken: string) {
  return api<SessionUser>('/auth/phone', { method: 'POST', body: { phoneVerificationToken }, auth: true });
}
