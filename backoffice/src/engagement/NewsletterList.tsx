import {
    DataTable,
    EmailField,
    FunctionField,
    List,
    ListButton,
    SelectInput,
    Show,
    TabbedShowLayout,
    TextField,
    TopToolbar,
    useRecordContext,
    WithRecord,
} from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { formatDateTime } from '../dates';
import { HistoryTab } from '../history/HistoryTab';
import { EmptyList } from '../common/EmptyList';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';

interface Subscription {
    id: string;
    email: string;
    status: 'pending' | 'subscribed';
    requestedAt: string;
    subscribedAt: string | null;
}

const STATUSES = [
    { id: 'subscribed', name: 'Subscribed' },
    { id: 'pending', name: 'Waiting for confirmation' },
];

/** Only confirmed addresses count (double opt-in); pending ones have not opened their link yet. */
const SubscriptionStatus = ({ status }: { status: Subscription['status'] }) =>
    status === 'subscribed' ? <StatusChip label="Subscribed" tone="green" testId="newsletter-status" /> : <StatusChip label="Waiting for confirmation" tone="amber" testId="newsletter-status" />;

const Col = DataTable.Col<Subscription>;

export const NewsletterList = () => (
    <List
        title="Newsletter subscribers"
        sort={{ field: 'requestedAt', order: 'DESC' }}
        filters={[<SelectInput key="status" source="status" label="Status" choices={STATUSES} alwaysOn emptyText="All" />]}
        filterDefaultValues={{ status: 'subscribed' }}
        actions={<TopToolbar><CsvExportButton /><PrintButton /></TopToolbar>}
        perPage={25}
        // Kept when empty: its toolbar (Export, Print) stays; the table says so.
        empty={false}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        <DataTable empty={<EmptyList title="No subscribers yet" text="Addresses entered in the storefront's newsletter box appear here; they count once the person opens the confirmation link." />} rowClick="show" bulkActionButtons={false} data-testid="newsletter-table">
            <Col source="email" label="Email" disableSort field={EmailField} />
            <Col source="status" label="Status" render={r => <SubscriptionStatus status={r.status} />} />
            <Col source="subscribedAt" label="Confirmed" render={r => (r.subscribedAt ? formatDateTime(r.subscribedAt) : '—')} />
        </DataTable>
    </List>
);

const NewsletterTitle = () => {
    const record = useRecordContext<Subscription>();
    return <>{record ? `Subscriber: ${record.email}` : 'Subscriber'}</>;
};

export const NewsletterShow = () => (
    <Show title={<NewsletterTitle />} actions={<TopToolbar><ListButton label="All subscribers" /></TopToolbar>}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <TextField source="email" label="Email" />
                <FunctionField<Subscription> label="Status" render={r => <SubscriptionStatus status={r.status} />} />
                <FunctionField<Subscription> label="Asked at" render={r => formatDateTime(r.requestedAt)} />
                <FunctionField<Subscription> label="Confirmed at" render={r => (r.subscribedAt ? formatDateTime(r.subscribedAt) : 'Not yet')} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<Subscription> render={r => <HistoryTab resource="newsletter" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);
