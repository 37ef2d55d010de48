import { TextField as MuiTextField } from '@mui/material';

/**
 * A text box inside a confirmation (a reason, a reference): the confirm button sends what it holds.
 * `error` is the server's message for this field, shown under it in place of `helperText`.
 */
export const DialogTextField = ({
    label,
    value,
    onChange,
    maxLength,
    testId,
    multiline = false,
    error,
    helperText,
}: {
    label: string;
    value: string;
    onChange: (value: string) => void;
    maxLength: number;
    testId: string;
    multiline?: boolean;
    error?: string;
    helperText?: string;
}) => (
    <MuiTextField
        label={label}
        value={value}
        onChange={e => onChange(e.target.value)}
        fullWidth
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        error={!!error}
        helperText={error ?? helperText}
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength, 'data-testid': testId } }}
    />
);
