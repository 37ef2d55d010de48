import { TextField as MuiTextField } from '@mui/material';
import { useDialogFieldError } from './DialogErrors';

/**
 * A text box inside a confirmation (a reason, a reference): the confirm button sends what it holds.
 * `error` is the server's message for this field, shown under it in place of `helperText`. Inside a
 * ConfirmButton, `field` names the body field instead: a refusal naming it keeps the dialog open
 * and shows its message here (cleared once the text is changed).
 */
export const DialogTextField = ({
    label,
    value,
    onChange,
    maxLength,
    testId,
    multiline = false,
    field,
    error,
    helperText,
}: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    maxLength: number;
    testId: string;
    multiline?: boolean;
    field?: string;
    error?: string;
    helperText?: string;
}) => {
    const server = useDialogFieldError(field);
    const message = error ?? server.error;
    return (
        <MuiTextField
            label={label}
            value={value}
            onChange={e => {
                server.clear();
                onChange(e.target.value);
            }}
            fullWidth
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            error={!!message}
            helperText={message ?? helperText}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength, 'data-testid': testId } }}
        />
    );
};
