import type { AuthResponse, SessionUser } from '../session/sessionTypes';
import { api } from './client';

/** What the account endpoints answer when nothing else is due: a sentence for the person. */
export interface Acknowledged {
  message: string;
}

/**
 * Sends a password-reset code to the address. The answer is the same whether or not an account
 * uses it, so the form cannot be used to find out who has one.
 */
export function forgotPassword(email: string) {
  return api<Acknowledged>('/auth/password/forgot', { method: 'POST', body: { email } });
}

/** Sets a new password with the code from the e-mail; every session of the account ends. */
export function resetPassword(email: string, code: string, password: string) {
  return api<Acknowledged>('/auth/password/reset', { method: 'POST', body: { email, code, password } });
}

/** A signed-in user changes their password; the answer may carry a fresh session (other sessions end). */
export function changePassword(currentPassword: string, newPassword: string) {
  return api<Partial<AuthResponse> & Partial<Acknowledged>>('/auth/password/change', { method: 'POST', body: { currentPassword, newPassword }, auth: true });
}

/** Signs in with a code texted to the phone (sent by POST /api/auth/otp/send). */
export function phoneLogin(phone: string, code: string) {
  return api<AuthResponse>('/auth/phone-login', { method: 'POST', body: { phone, code } });
}

/** Renames the signed-in user; returns the updated user. */
export function changeName(name: string) {
  return api<SessionUser>('/me/profile', { method: 'PUT', body: { name }, auth: true });
}

/**
 * Sends a confirmation code to the new address, proven by the current password; the account
 * keeps the old address until it is confirmed.
 */
export function requestEmailChange(email: string, currentPassword: string) {
  return api<Acknowledged & { pending: PendingEmailChange | null }>('/me/email-change', { method: 'POST', body: { email, currentPassword }, auth: true });
}

/** Confirms the new address with the code sent to it; every other session ends and this one gets fresh tokens. */
export function confirmEmailChange(code: string) {
  return api<AuthResponse & Acknowledged>('/me/email-change/confirm', { method: 'POST', body: { code }, auth: true });
}

/** An e-mail change waiting for its code: the new address, when the last code was sent, when it expires (ISO). */
export interface PendingEmailChange {
  email: string;
  sentAt: string;
  expiresAt: string;
}

/** The signed-in user's e-mail change waiting for its code, if any (Profile Settings after a reload). */
export function pendingEmailChange() {
  return api<{ pending: PendingEmailChange | null }>('/me/email-change', { auth: true });
}

/** Sends a new code to the waiting change's address (no password again: it was chosen with it); the server's caps apply. */
export function resendEmailChange() {
  return api<Acknowledged & { pending: PendingEmailChange | null }>('/me/email-change/resend', { method: 'POST', auth: true });
}

/** Ends the waiting change on the server: the code sent confirms nothing any more. */
export function cancelEmailChange() {
  return api<Acknowledged>('/me/email-change', { method: 'DELETE', auth: true });
}
