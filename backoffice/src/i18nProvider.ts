import { defaultI18nProvider, type I18nProvider } from 'react-admin';

/**
 * react-admin's English messages, with plain words instead of "Element created/updated"
 * for the resources whose forms save (react-admin looks up
 * `resources.<name>.notifications.<created|updated>` first).
 */
const MESSAGES: Record<string, string> = {
    'resources.users.notifications.created': 'User added',
    'resources.users.notifications.updated': 'User saved',
    'resources.vendors.notifications.created': 'Vendor added; they start as Pending',
    'resources.vendors.notifications.updated': 'Changes saved',
    'resources.providers.notifications.updated': 'Changes saved',
};

export const i18nProvider: I18nProvider = {
    ...defaultI18nProvider,
    translate: (key, options) => MESSAGES[key] ?? defaultI18nProvider.translate(key, options),
};
