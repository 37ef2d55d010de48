import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Box, Button as MuiButton, IconButton, InputAdornment, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { Create, email, ListButton, required, SaveButton, SimpleForm, TextInput, Toolbar, useNotify } from 'react-admin';
import { copyText } from '../common/copyText';
import { formatDateTime } from '../dates';
import { useServerErrorNotifier } from '../errors';
import { type CreatedInvitation, signUpLink } from './types';

const validateEmail = [required("Please enter the invitee's e-mail address"), email('Please enter a valid email address')];
const FIELDS = ['email'] as const;

const CopyField = ({ label, value, testId, monospace }: { label: string; value: string; testId: string; monospace?: boolean }) => {
    const notify = useNotify();
    const copy = async () => {
        const ok = await copyText(value);
        notify(ok ? `${label} copied` : 'Could not copy: select the text and copy it by hand', { type: ok ? 'info' : 'warning' });
    };
    return (
        <TextField
            label={label}
            value={value}
            fullWidth
            variant="outlined"
            onFocus={event => event.target.select()}
            slotProps={{
                htmlInput: { readOnly: true, 'data-testid': testId, style: monospace ? { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' } : undefined },
                input: {
                    endAdornment: (
                        <InputAdornment position="end">
                            <Tooltip title={`Copy ${label.toLowerCase()}`}>
                                <IconButton onClick={copy} edge="end" aria-label={`Copy ${label.toLowerCase()}`} data-testid={`copy-${testId}`}>
                                    <ContentCopyIcon fontSize="small" />
                                </IconButton>
                            </Tooltip>
                        </InputAdornment>
                    ),
                },
            }}
        />
    );
};

/** What the inviting admin hands over. The code exists only in this response: it is never shown again. */
const CreatedInvitationPanel = ({ invitation, onAnother }: { invitation: CreatedInvitation; onAnother: () => void }) => {
    const link = signUpLink(invitation.code, invitation.email);
    return (
        <Box sx={{ p: 2, maxWidth: 720 }} data-testid="invitation-created">
            <Stack spacing={2}>
                <Alert severity="success">
                    <AlertTitle>Invitation created for {invitation.email}</AlertTitle>
                    Valid until {formatDateTime(invitation.expiresAt)}. Only {invitation.email} can accept it.
                </Alert>
                <Alert severity="warning" data-testid="invitation-code-once">
                    <strong>The code is shown only once.</strong> Copy it (or the sign-up link) now and send it to the invitee — it cannot be
                    displayed again. If it gets lost, revoke this invitation and invite them again.
                </Alert>
                <CopyField label="Invitation code" value={invitation.code} testId="invitation-code" monospace />
                <CopyField label="Sign-up link" value={link} testId="invitation-link" />
                <Typography variant="body2" color="text.secondary">
                    The link opens the admin Sign Up page with the code and e-mail filled in; the invitee chooses their name and password there.
                </Typography>
                <Stack direction="row" spacing={1}>
                    <MuiButton variant="contained" onClick={onAnother} data-testid="invite-another">
                        Invite someone else
                    </MuiButton>
                    <ListButton label="Back to invitations" variant="outlined" size="medium" />
                </Stack>
            </Stack>
        </Box>
    );
};

const CreateToolbar = () => (
    <Toolbar>
        <SaveButton label="Create invitation" alwaysEnable data-testid="create-invitation" />
    </Toolbar>
);

/** Invite an admin: POST /api/admin/invitations {email} → the one-time code and sign-up link. */
export const InvitationCreate = () => {
    const [created, setCreated] = useState<CreatedInvitation | null>(null);
    const onError = useServerErrorNotifier(FIELDS);
    return (
        <Create
            title="Invite an admin"
            redirect={false}
            transform={(data: { email?: string }) => ({ email: data.email?.trim() })}
            mutationOptions={{ onSuccess: (data: CreatedInvitation) => setCreated(data), onError }}
        >
            {created ? (
                <CreatedInvitationPanel invitation={created} onAnother={() => setCreated(null)} />
            ) : (
                <SimpleForm sx={{ maxWidth: 520 }} toolbar={<CreateToolbar />}>
                    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        Admins cannot sign up on their own. Enter the e-mail address of the person you invite: you get a one-time code and a
                        sign-up link for them, valid for 7 days.
                    </Typography>
                    <TextInput source="email" label="The invitee's e-mail address" type="email" validate={validateEmail} autoFocus />
                </SimpleForm>
            )}
        </Create>
    );
};

export default InvitationCreate;
