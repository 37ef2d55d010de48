import { Box, Chip, Typography } from '@mui/material';
import {
    DataTable,
    EmailField,
    ExportButton,
    FunctionField,
    List,
    ListButton,
    SearchInput,
    SelectInput,
    Show,
    SimpleShowLayout,
    TextField,
    TopToolbar,
    useRecordContext,
} from 'react-admin';
import { formatDateTime } from '../dates';
import { EmptyState } from './EmptyState';

interface ContactMessage {
    id: string;
    name: string;
    email: string;
    subject: string;
    message: string;
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

const Col = DataTable.Col<ContactMessage>;

export const ContactMessageList = () => (
    <List
        title="Contact messages"
        sort={{ field: 'receivedAt', order: 'DESC' }}
        filters={[
            <SearchInput key="q" source="q" alwaysOn placeholder="Search name, e-mail, message" />,
            <SelectInput key="subject" source="subject" label="Subject" choices={CONTACT_SUBJECTS} alwaysOn emptyText="All subjects" />,
        ]}
        actions={<TopToolbar><ExportButton /></TopToolbar>}
        perPage={25}
        empty={<EmptyState title="No messages yet" text="Messages sent from the storefront's Contact Us page appear here." />}
    >
        <DataTable rowClick="show" bulkActionButtons={false} data-testid="contact-messages-table">
            <Col source="name" label="Name" />
            <Col source="email" label="Email" field={EmailField} />
            <Col source="subject" label="Subject" render={r => <Chip label={subjectName(r.subject)} size="small" variant="outlined" />} />
            <Col
                source="message"
                label="Message"
                disableSort
                render={r => (
                    <Typography variant="body2" sx={{ maxWidth: 420, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={r.message}>
                        {r.message}
                    </Typography>
                )}
            />
            <Col source="receivedAt" label="Received at" render={r => formatDateTime(r.receivedAt)} />
        </DataTable>
    </List>
);

const ContactMessageTitle = () => {
    const record = useRecordContext<ContactMessage>();
    return <>{record ? `Message from ${record.name}` : 'Message'}</>;
};

export const ContactMessageShow = () => (
    <Show title={<ContactMessageTitle />} actions={<TopToolbar><ListButton label="All messages" /></TopToolbar>}>
        <SimpleShowLayout>
            <TextField source="name" label="Name" />
            <EmailField source="email" label="Email" />
            <FunctionField<ContactMessage> label="Subject" render={r => subjectName(r.subject)} />
            <FunctionField<ContactMessage>
                label="Message"
                render={r => (
                    <Box component="p" sx={{ whiteSpace: 'pre-wrap', m: 0, maxWidth: 720 }} data-testid="contact-message-body">
                        {r.message}
                    </Box>
                )}
            />
            <FunctionField<ContactMessage> label="Received at" render={r => formatDateTime(r.receivedAt)} />
        </SimpleShowLayout>
    </Show>
);
