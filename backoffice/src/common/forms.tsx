import CloseIcon from '@mui/icons-material/Close';
import { Box, Stack } from '@mui/material';
import { Children, type ReactElement, type ReactNode } from 'react';
import { Button, Edit, SaveButton, Toolbar, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { useServerErrorNotifier } from '../errors';

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

/**
 * An edit page that saves pessimistically and PUTs only the `fields` that changed (see
 * changedFields), then shows the record; server errors the form cannot show are notified.
 */
export const ChangedFieldsEdit = ({
    title,
    fields,
    actions,
    transform = data => data,
    children,
}: {
    title: ReactElement;
    fields: readonly string[];
    actions?: ReactElement;
    /** Applied to the form's data before the changed fields are picked. */
    transform?: (data: Data) => Data;
    children: ReactNode;
}) => {
    const onError = useServerErrorNotifier(fields);
    return (
        <Edit
            title={title}
            actions={actions}
            mutationMode="pessimistic"
            redirect="show"
            transform={(data, options) => changedFields(transform(data), options?.previousData, fields)}
            mutationOptions={{ onError }}
        >
            {children}
        </Edit>
    );
};

const half = { flex: '1 1 180px', minWidth: 0 } as const;

/** Inputs side by side, each at least 180px wide, wrapping on narrow screens. */
export const InputRow = ({ children }: { children: ReactNode }) => (
    <Stack direction="row" sx={{ width: '100%', flexWrap: 'wrap', columnGap: 2 }}>
        {Children.map(children, input => (
            <Box sx={half}>{input}</Box>
        ))}
    </Stack>
);
