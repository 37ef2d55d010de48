import { api } from './client';

export type ContactSubject = 'order issue' | 'payment problem' | 'account help' | 'other';
export const CONTACT_SUBJECTS: readonly ContactSubject[] = ['order issue', 'payment problem', 'account help', 'other'];

export interface ContactMessage {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

export function subscribeToNewsletter(email: string) {
  return api<{ message: string }>('/newsletter', { method: 'POST', body: { email } });
}

export function sendContactMessage(message: ContactMessage) {
  return api<{ message: string; id: string; reference: string }>('/contact', { method: 'POST', body: message });
}
