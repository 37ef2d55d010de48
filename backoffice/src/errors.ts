import { useCallback } from 'react';
import { HttpError, useNotify } from 'react-admin';

type ErrorBody = { errors?: Record<string, unknown> } | undefined;

const fieldErrorsOf = (error: unknown): Record<string, unknown> | undefined => {
    const errors = ((error as HttpError | undefined)?.body as ErrorBody)?.errors;
    return errors && typeof errors === 'object' && Object.keys(errors).length ? errors : undefined;
};

/**
 * `mutationOptions.onError` for forms saved pessimistically. The form puts the server's
 * `errors` under each field (react-admin returns them from `save`) and then notifies on
 * its own: "The form is not valid" for a 400, the server's message for a 403/409 that names
 * a field (see `normalise` in dataProvider.ts). This notifies the rest: 403/409 and other
 * failures without field errors, and 400 errors about fields the form does not show.
 */
export const useServerErrorNotifier = (formFields?: readonly string[]) => {
    const notify = useNotify();
    return useCallback(
        (error: unknown) => {
            const status = (error as HttpError | undefined)?.status;
            const fields = fieldErrorsOf(error);
            if (fields) {
                const named = Object.keys(fields).filter(f => f !== 'root');
                const allShown = !formFields || named.every(f => formFields.includes(f));
                if (status !== 400 || allShown) return;
            }
            notify((error as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' });
        },
        [notify, formFields],
    );
};

/** For buttons that run a mutation outside a form: always the server's message. */
export const useNotifyError = () => {
    const notify = useNotify();
    return useCallback(
        (error: unknown) => notify((error as Error | undefined)?.message || 'ra.notification.http_error', { type: 'error' }),
        [notify],
    );
};
