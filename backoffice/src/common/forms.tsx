import CloseIcon from '@mui/icons-material/Close';
import { Button, SaveButton, Toolbar, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

type Data = Record<string, unknown>;

/** Compare what a user typed with what was there: strings trimmed, empty and null alike, arrays without blank items. */
const normalise = (value: unknown): unknown => {
    if (value == null) return '';
    if (typeof value === 'string') return value.trim();
    if (Array.isArray(value)) return value.map(v => (typeof v === 'string' ? v.trim() : v)).filter(v => v !== '' && v != null);
    return value;
};

/**
 * Only the editable fields whose value changed, normalised (a cleared text field is sent
 * as '', so the server can say it is required). The server records nothing for unchanged
 * values anyway; sending only changes keeps read-only fields (status, email) out of a
 * PUT that a vendor or provider may not make.
 */
export const changedFields = (data: Data, previous: Data | undefined, fields: readonly string[]): Data => {
    const out: Data = {};
    for (const field of fields) {
        const next = normalise(data[field]);
        // '+91 98765 43210' is the stored '+919876543210': spaces in a phone number are no change
        const comparable = (v: unknown) => (field === 'phone' && typeof v === 'string' ? v.replace(/\s+/g, '') : v);
        if (JSON.stringify(comparable(next)) !== JSON.stringify(comparable(normalise(previous?.[field])))) out[field] = next;
    }
    return out;
};

/** Spec 2.7 / 2.8 profile forms: Cancel and Save Changes. */
export const CancelSaveToolbar = ({ saveLabel = 'Save Changes' }: { saveLabel?: string }) => {
    const record = useRecordContext();
    const resource = useResourceContext();
    const createPath = useCreatePath();
    return (
        <Toolbar sx={{ gap: 1 }}>
            <SaveButton label={saveLabel} data-testid="save-changes" />
            {record && resource && (
                <Button
                    label="Cancel"
                    to={createPath({ resource, id: record.id, type: 'show' })}
                    variant="outlined"
                    size="medium"
                    data-testid="cancel-edit"
                >
                    <CloseIcon />
                </Button>
            )}
        </Toolbar>
    );
};
