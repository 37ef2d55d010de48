import EmailIcon from '@mui/icons-material/Email';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazy } from 'react';

/** Read-only: the storefront's newsletter box and Contact Us form, as stored by the server. */
export const newsletter = {
    list: lazy(() => import('./NewsletterList').then(m => ({ default: m.NewsletterList }))),
    show: lazy(() => import('./NewsletterList').then(m => ({ default: m.NewsletterShow }))),
    icon: MarkEmailReadIcon,
    recordRepresentation: 'email',
};

export const contactMessages = {
    list: lazy(() => import('./ContactMessageList').then(m => ({ default: m.ContactMessageList }))),
    show: lazy(() => import('./ContactMessageList').then(m => ({ default: m.ContactMessageShow }))),
    icon: EmailIcon,
    recordRepresentation: 'subject',
};
