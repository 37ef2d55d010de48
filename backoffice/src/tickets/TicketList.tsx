import SendIcon from '@mui/icons-material/Send';
import { Box, Chip, TextField as MuiTextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { Button, DataTable, FunctionField, List, ListButton, SearchInput, SelectInput, Show, TabbedShowLayout, TopToolbar, useNotify, useRecordContext, useRefresh, WithRecord } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { httpClient } from '../dataProvider';
import { formatDateTime } from '../dates';
import { CONTACT_SUBJECTS } from '../engagement/ContactMessageList';
import { EmptyList } from '../common/EmptyList';
import { useNotifyError } from '../errors';
import { HistoryTab } from '../history/HistoryTab';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';

/** A support ticket from Contact Us in the customer dashboard (GET /api/admin/tickets). */
interface Ticket {
    id: string;
    reference: string;
    customerName: string | null;
    subject: string;
    message: string;
    orderId: string | null;
    status: 'open' | 'answered';
    answer: string | null;
    answeredAt: string | null;
    answeredByName: string | null;
    openedAt: string;
}

const STATUSES = [
    { id: 'open', name: 'Open' },
    { id: 'answered', name: 'Answered' },
];
const subjectName = (id: string) => CONTACT_SUBJECTS.find(s => s.id === id)?.name ?? id;
const TicketStatus = ({ status }: { status: Ticket['status'] }) => (
    <StatusChip label={status === 'open' ? 'Open' : 'Answered'} tone={status === 'open' ? 'amber' : 'blue'} testId="ticket-status" />
);
const Col = DataTable.Col<Ticket>;

export const TicketList = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <List
            title="Support tickets"
            sort={{ field: 'openedAt', order: 'DESC' }}
            filters={[
                <SearchInput key="q" source="q" alwaysOn placeholder="Reference" />,
                <SelectInput key="status" source="status" label="Status" choices={STATUSES} alwaysOn emptyText="All statuses" />,
                <SelectInput key="subject" source="subject" label="Subject" choices={CONTACT_SUBJECTS} emptyText="All subjects" />,
            ]}
            actions={<TopToolbar><CsvExportButton /><PrintButton /></TopToolbar>}
            perPage={25}
            // Kept when empty: its toolbar (Export, Print) stays; the table says so.
            empty={false}
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
        >
            <DataTable empty={<EmptyList title="No tickets yet" text="Messages customers send from Contact Us in their dashboard appear here." />} rowClick="show" bulkActionButtons={false} data-testid="tickets-table" size={narrow ? 'small' : 'medium'}>
                <Col source="reference" label="Reference" render={r => <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>{r.reference}</Typography>} />
                <Col source="customerName" label="Customer" disableSort render={r => r.customerName ?? 'Unknown Customer'} />
                {!narrow && <Col source="subject" label="Subject" render={r => <Chip label={subjectName(r.subject)} size="small" variant="outlined" />} />}
                <Col source="status" label="Status" render={r => <TicketStatus status={r.status} />} />
                {!narrow && <Col source="openedAt" label="Opened" render={r => formatDateTime(r.openedAt)} />}
            </DataTable>
        </List>
    );
};

/** The answer box: POST /api/admin/tickets/:id/answer; the customer sees it in their dashboard and gets a notification. */
const AnswerPanel = () => {
    const record = useRecordContext<Ticket>();
    const notify = useNotify();
    const onError = useNotifyError();
    const refresh = useRefresh();
    const [answer, setAnswer] = useState('');
    const [error, setError] = useState<string | null>(null);
    const [busy, setBusy] = useState(false);
    if (!record) return null;
    const send = async () => {
        setBusy(true);
        setError(null);
        try {
            await httpClient(`/api/admin/tickets/${encodeURIComponent(record.id)}/answer`, { method: 'POST', body: JSON.stringify({ answer }) });
            setAnswer('');
            notify(`Answer sent for ${record.reference}`, { type: 'success' });
            refresh();
        } catch (e) {
            const fieldError = (e as { body?: { errors?: Record<string, string> } })?.body?.errors?.answer;
            if (fieldError) setError(fieldError);
            else onError(e);
        } finally {
            setBusy(false);
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
                helperText={error ?? 'Shown to the customer in their dashboard, with a notification; kept in the History.'}
                slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'ticket-answer-input' } }}
            />
            <Box sx={{ mt: 1 }}>
                <Button label="Send answer" variant="contained" onClick={send} disabled={busy} data-testid="ticket-answer-send">
                    <SendIcon />
                </Button>
            </Box>
        </Box>
    );
};

const Title = () => {
    const record = useRecordContext<Ticket>();
    return <>{record ? `Ticket ${record.reference}` : 'Ticket'}</>;
};

const Text = ({ value, testId }: { value: string; testId: string }) => (
    <Box component="p" sx={{ whiteSpace: 'pre-wrap', m: 0, maxWidth: 720, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
    </Box>
);

export const TicketShow = () => (
    <Show title={<Title />} actions={<TopToolbar><ListButton label="All tickets" /></TopToolbar>}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details">
                <FunctionField<Ticket> label="Reference" render={r => <Typography sx={{ fontFamily: 'monospace' }}>{r.reference}</Typography>} />
                <FunctionField<Ticket> label="Status" render={r => <TicketStatus status={r.status} />} />
                <FunctionField<Ticket> label="Customer" render={r => r.customerName ?? 'Unknown Customer'} />
                <FunctionField<Ticket> label="Subject" render={r => subjectName(r.subject)} />
                <FunctionField<Ticket> label="Order" render={r => r.orderId ?? '—'} />
                <FunctionField<Ticket> label="Message" render={r => <Text value={r.message} testId="ticket-message" />} />
                <FunctionField<Ticket> label="Opened at" render={r => formatDateTime(r.openedAt)} />
                <FunctionField<Ticket>
                    label="Answer"
                    render={r =>
                        r.answer ? (
                            <Box data-testid="ticket-answer">
                                <Text value={r.answer} testId="ticket-answer-text" />
                                <Typography variant="caption" color="text.secondary">
                                    {r.answeredByName ?? 'An admin'}, {formatDateTime(r.answeredAt!)}
                                </Typography>
                            </Box>
                        ) : (
                            <Typography variant="body2" color="text.secondary">Not answered yet</Typography>
                        )
                    }
                />
                <AnswerPanel />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history">
                <WithRecord<Ticket> render={r => <HistoryTab resource="tickets" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);
