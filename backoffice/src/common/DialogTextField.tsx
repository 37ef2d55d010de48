import { TextField as MuiTextField } from '@mui/material';

/** A text box inside a confirmation (a reason, a reference): the confirm button sends what it holds. */
export const DialogTextField = ({ label, value, onChange, maxLength, testId, multiline = false }: { label: string; value: string; onChange: (value: string) => void; maxLength: number; testId: string; multiline?: boolean }) => (
    <MuiTextField
        label={label}
        value={value}
        onChange={e => onChange(e.target.value)}
        fullWidth
        multiline={multiline}
        minRows={multiline ? 2 : undefined}
        sx={{ mt: 1 }}
        slotProps={{ htmlInput: { maxLength, 'data-testid': testId } }}
    />
);
