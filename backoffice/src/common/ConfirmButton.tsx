import { Button as MuiButton } from '@mui/material';
import { type ReactElement, type ReactNode, useMemo, useRef, useState } from 'react';
import { Button, Confirm } from 'react-admin';
import { DialogErrorsContext, shownFieldErrors } from './DialogErrors';
import { useNotifyError } from '../errors';

/**
 * A button whose action runs only after a confirmation that says what it does (Verify,
 * Deactivate, Delist, Close...). `onConfirm` may be async; the dialog stays open, busy,
 * until it settles. When it rejects, a refusal naming a field one of its DialogTextFields
 * shows (`field`) keeps the dialog open, with what was typed and the message under the box;
 * any other failure closes it and pops the server's message up.
 */
export const ConfirmButton = ({
    label,
    icon,
    color,
    variant = 'text',
    title,
    content,
    confirm,
    onConfirm,
    disabled,
    testId,
    labelled = false,
}: {
    label: string;
    icon: ReactElement;
    color?: 'primary' | 'success' | 'warning' | 'error' | 'inherit';
    variant?: 'text' | 'contained' | 'outlined';
    title: string;
    content: ReactNode;
    confirm?: string;
    onConfirm: () => Promise<unknown> | void;
    disabled?: boolean;
    testId?: string;
    /** Keep the label on phones too (react-admin's Button shows only its icon there): a page's main action, not a row's. */
    labelled?: boolean;
}) => {
    const [open, setOpen] = useState(false);
    const [busy, setBusy] = useState(false);
    const [errors, setErrors] = useState<Record<string, string>>({});
    // The fields the dialog's text boxes show (they add themselves while mounted).
    const shown = useRef(new Set<string>()).current;
    const notifyError = useNotifyError();
    const dialogErrors = useMemo(
        () => ({ errors, shown, clear: (field: string) => setErrors(({ [field]: _, ...rest }) => rest) }),
        [errors, shown],
    );
    const run = async () => {
        setBusy(true);
        setErrors({});
        try {
            await onConfirm();
            setOpen(false);
        } catch (error) {
            const own = shownFieldErrors(error, shown);
            if (own) setErrors(own);
            else {
                setOpen(false);
                notifyError(error);
            }
        } finally {
            setBusy(false);
        }
    };
    const onClick = (event: { stopPropagation: () => void }) => {
        event.stopPropagation(); // not a row's rowClick
        setErrors({});
        setOpen(true);
    };
    return (
        <>
            {labelled ? (
                <MuiButton color={color} variant={variant} disabled={disabled || busy} data-testid={testId} onClick={onClick} startIcon={icon} size="small">
                    {label}
                </MuiButton>
            ) : (
                <Button label={label} color={color} variant={variant} disabled={disabled || busy} data-testid={testId} onClick={onClick}>
                    {icon}
                </Button>
            )}
            <Confirm
                isOpen={open}
                loading={busy}
                title={title}
                content={<DialogErrorsContext.Provider value={dialogErrors}>{content}</DialogErrorsContext.Provider>}
                confirm={confirm ?? label}
                confirmColor={color === 'error' || color === 'warning' ? 'warning' : 'primary'}
                onConfirm={run}
                onClose={() => setOpen(false)}
                CancelIcon={NoIcon}
            />
        </>
    );
};

/** Cancel reads as plain Cancel (react-admin's default puts a warning sign on it). */
const NoIcon = () => null;
