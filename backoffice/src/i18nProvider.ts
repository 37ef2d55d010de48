import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/**
 * react-admin's English messages, with the product's own words instead of "Element
 * created/updated/deleted": per resource where a form saves (react-admin looks up
 * `resources.<name>.notifications.<created|updated|deleted>` first), and plain fallbacks.
 */
const MESSAGES: Record<string, string> = {
    'ra.notification.created': 'Saved',
    'ra.notification.updated': 'Changes saved',
    'ra.notification.deleted': 'Removed',
    'resources.rates.notifications.created': 'Rate added to the daily list',
    'resources.rates.notifications.updated': 'Rate saved',
    'resources.rates.notifications.deleted': 'Rate delisted',
    'resources.invitations.notifications.created': 'Invitation created',
    'resources.users.notifications.created': 'User added',
    'resources.users.notifications.updated': 'User saved',
    'resources.vendors.notifications.created': 'Vendor added; they start as Pending',
    'resources.vendors.notifications.updated': 'Changes saved',
    'resources.providers.notifications.updated': 'Changes saved',
    // Notifications: marking read is the only edit (one row, the selected ones, Mark all as read).
    'resources.notifications.notifications.updated': 'Marked as read',
    'resources.notifications.notifications.none_unread': 'Nothing is unread',
    'resources.coupons.notifications.created': 'Coupon added; customers can claim it now',
    'resources.coupons.notifications.updated': 'Coupon saved; claims made from now on take the new terms',
};

export const i18nProvider: I18nProvider = {
    ...defaultI18nProvider,
    translate: (key, options) => MESSAGES[key] ?? defaultI18nProvider.translate(key, options),
};
