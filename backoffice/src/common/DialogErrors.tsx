import { createContext, useContext, useEffect } from 'react';
import type { HttpError } from 'react-admin';

/**
 * The server's field errors of a confirmation's last try (ConfirmButton holds them), and the
 * fields its text boxes show: a refusal naming one of these keeps the dialog open, with what
 * was typed and the message under the box, instead of a pop-up over a closed dialog.
 */
export interface DialogErrors {
    errors: Record<string, string>;
    shown: Set<string>;
    clear: (field: string) => void;
}

export const DialogErrorsContext = createContext<DialogErrors | null>(null);

/** The refusal's messages for the fields a dialog shows; undefined when it names none of them. */
export const shownFieldErrors = (error: unknown, shown: ReadonlySet<string>): Record<string, string> | undefined => {
    const errors = ((error as HttpError | undefined)?.body as { errors?: Record<string, unknown> } | undefined)?.errors;
    if (!errors || typeof errors !== 'object') return undefined;
    const own = Object.entries(errors).filter((entry): entry is [string, string] => shown.has(entry[0]) && typeof entry[1] === 'string');
    return own.length ? Object.fromEntries(own) : undefined;
};

/** A dialog text box's server message by its field; the field counts as shown while the box is. */
export const useDialogFieldError = (field: string | undefined) => {
    const dialog = useContext(DialogErrorsContext);
    const shown = dialog?.shown;
    useEffect(() => {
        if (!shown || !field) return;
        shown.add(field);
        return () => {
            shown.delete(field);
        };
    }, [shown, field]);
    return {
        error: field ? dialog?.errors[field] : undefined,
        clear: () => {
            if (field && dialog?.errors[field]) dialog.clear(field);
        },
    };
};
