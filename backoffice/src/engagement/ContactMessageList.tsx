import { Box, Chip, Stack, TextField as MuiTextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { useState } from 'react';
import {
    Button,
    Confirm,
    DataTable,
    EmailField,
    FunctionField,
    List,
    ListButton,
    SearchInput,
    SelectInput,
    Show,
    TabbedShowLayout,
    TextField,
    TopToolbar,
    useDataProvider,
    useNotify,
    useRecordContext,
    useRefresh,
    WithRecord,
} from 'react-admin';
import { StatusChip, type Tone } from '../common/StatusChip';
import { formatDateTime } from '../dates';
import type { BazaarDataProvider } from '../dataProvider';
import { useNotifyError } from '../errors';
import { HistoryTab } from '../history/HistoryTab';
import { AnswerText, PlainText } from '../common/AnswerText';
import { EmptyList } from '../common/EmptyList';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';

interface ContactMessage {
    id: string;
    reference: string;
    name: string;
    email: string;
    subject: string;
    message: string;
    status: 'new' | 'answered' | 'closed';
    answer: string | null;
    answeredAt: string | null;
    answeredByName: string | null;
    closedAt: string | null;
    receivedAt: string;
}

/** The subjects the Contact Us form offers (docs/api.md). */
export const CONTACT_SUBJECTS = [
    { id: 'order issue', name: 'Order issue' },
    { id: 'payment problem', name: 'Payment problem' },
    { id: 'account help', name: 'Account help' },
    { id: 'other', name: 'Other' },
];
const subjectName = (id: string) => CONTACT_SUBJECTS.find(s => s.id === id)?.name ?? id;

export const CONTACT_STATUSES = [
    { id: 'new', name: 'New' },
    { id: 'answered', name: 'Answered' },
    { id: 'closed', name: 'Closed' },
];
const STATUS_TONE: Record<ContactMessage['status'], Tone> = { new: 'amber', answered: 'blue', closed: 'grey' };

const ContactStatusChip = ({ status }: { status: ContactMessage['status'] }) => (
    <StatusChip label={CONTACT_STATUSES.find(s => s.id === status)?.name ?? status} tone={STATUS_TONE[status] ?? 'grey'} testId="contact-status" />
);

const Col = DataTable.Col<ContactMessage>;

export const ContactMessageList = () => {
    // A phone keeps reference, sender and status; subject and date move under the sender.
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <List
            title="Contact messages"
            sort={{ field: 'receivedAt', order: 'DESC' }}
            filters={[
                <SearchInput key="q" source="q" alwaysOn placeholder="Reference" />,
                <SelectInput key="status" source="status" label="Status" choices={CONTACT_STATUSES} alwaysOn emptyText="All statuses" />,
                <SelectInput key="subject" source="subject" label="Subject" choices={CONTACT_SUBJECTS} emptyText="All subjects" />,
            ]}
            actions={<TopToolbar><CsvExportButton /><PrintButton /></TopToolbar>}
            perPage={25}
            // Kept when empty: its toolbar (Export, Print) stays; the table says so.
            empty={false}
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
        >
            <DataTable empty={<EmptyList title="No messages yet" text="Messages sent from the storefront's Contact Us page appear here." />} rowClick="show" bulkActionButtons={false} data-testid="contact-messages-table" size={narrow ? 'small' : 'medium'}>
                <Col source="reference" label="Reference" render={r => <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{r.reference}</Typography>} />
                <Col source="name" label="From" disableSort render={r => (
                    <>
                        {r.name}
                        <Typography variant="caption" color="text.secondary" component="div" sx={{ wordBreak: 'break-all' }}>{r.email}</Typography>
                        {narrow && (
                            <Typography variant="caption" color="text.secondary" component="div">
                                {subjectName(r.subject)} · {formatDateTime(r.receivedAt)}
                            </Typography>
                        )}
                    </>
                )} />
                {!narrow && <Col source="subject" label="Subject" render={r => <Chip label={subjectName(r.subject)} size="small" variant="outlined" />} />}
                <Col source="status" label="Status" render={r => <ContactStatusChip status={r.status} />} />
                {!narrow && <Col source="receivedAt" label="Received" render={r => formatDateTime(r.receivedAt)} />}
            </DataTable>
        </List>
    );
};

const ContactMessageTitle = () => {
    const record = useRecordContext<ContactMessage>();
    return <>{record ? `Message ${record.reference} from ${record.name}` : 'Message'}</>;
};

/** Answer box (POST /answer, sent to the sender) and Close (after a confirmation). */
const AnswerPanel = () => {
    const record = useRecordContext<ContactMessage>();
    const dataProvider = useDataProvider<BazaarDataProvider>();
    const notify = useNotify();
    const onError = useNotifyError();
    const refresh = useRefresh();
    const [answer, setAnswer] = useState('');
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    const [confirmClose, setConfirmClose] = useState(false);
    if (!record || record.status === 'closed') return null;

    const send = async () => {
        setBusy(true);
        setError(null);
        try {
            await dataProvider.answerContactMessage(record.id, answer);
            setAnswer('');
            notify(`Answer sent to ${record.name}`, { type: 'success' });
            refresh();
        } catch (e) {
            const fieldError = (e as { body?: { errors?: Record<string, string> } })?.body?.errors?.answer;
            if (fieldError) setError(fieldError);
            else onError(e);
        } finally {
            setBusy(false);
        }
    };
    const close = async () => {
        setBusy(true);
        try {
            await dataProvider.closeContactMessage(record.id);
            notify(`Message ${record.reference} closed`, { type: 'info' });
            refresh();
        } catch (e) {
            onError(e);
        } finally {
            setBusy(false);
            setConfirmClose(false);
        }
    };
    return (
        <Box sx={{ maxWidth: 720, width: '100%' }}>
            <MuiTextField
                label={record.status === 'answered' ? 'Another answer' : 'Answer'}
                value={answer}
                onChange={e => {
                    setAnswer(e.target.value);
                    setError(null);
                }}
                multiline
                minRows={3}
                fullWidth
                error={!!error}
                helperText={error ?? 'Sent to the sender by e-mail and kept in the History.'}
                slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'contact-answer-input' } }}
            />
            <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                <Button label="Send answer" variant="contained" onClick={send} disabled={busy} data-testid="contact-answer-send">
                    <SendIcon />
                </Button>
                <Button label="Close message" onClick={() => setConfirmClose(true)} disabled={busy} data-testid="contact-close">
                    <TaskAltIcon />
                </Button>
            </Stack>
            <Confirm
                isOpen={confirmClose}
                loading={busy}
                title={`Close message ${record.reference}?`}
                content="A closed message takes no more answers."
                confirm="Close message"
                onConfirm={close}
                onClose={() => setConfirmClose(false)}
            />
        </Box>
    );
};

export const ContactMessageShow = () => (
    <Show title={<ContactMessageTitle />} actions={<TopToolbar><ListButton label="All messages" /></TopToolbar>}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <FunctionField<ContactMessage> label="Reference" render={r => <Typography sx={{ fontFamily: 'monospace' }}>{r.reference}</Typography>} />
                <FunctionField<ContactMessage> label="Status" render={r => <ContactStatusChip status={r.status} />} />
                <TextField source="name" label="Name" />
                <EmailField source="email" label="Email" />
                <FunctionField<ContactMessage> label="Subject" render={r => subjectName(r.subject)} />
                <FunctionField<ContactMessage> label="Message" render={r => <PlainText value={r.message} testId="contact-message-body" />} />
                <FunctionField<ContactMessage> label="Received at" render={r => formatDateTime(r.receivedAt)} />
                <FunctionField<ContactMessage> label="Answer" render={r => <AnswerText answer={r.answer} by={r.answeredByName ?? 'An admin'} at={r.answeredAt} testId="contact-answer" />} />
                <AnswerPanel />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<ContactMessage> render={r => <HistoryTab resource="contact-messages" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);
