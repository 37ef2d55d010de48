import { DataTable, EmailField, ExportButton, FunctionField, List, ListButton, SearchInput, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { formatDateTime } from '../dates';
import { EmptyState } from './EmptyState';

interface Subscription {
    id: string;
    email: string;
    subscribedAt: string;
}

const Col = DataTable.Col<Subscription>;

export const NewsletterList = () => (
    <List
        title="Newsletter subscribers"
        sort={{ field: 'subscribedAt', order: 'DESC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder="Search e-mail" />]}
        actions={<TopToolbar><ExportButton /></TopToolbar>}
        perPage={25}
        empty={<EmptyState title="No subscribers yet" text="E-mails entered in the storefront's newsletter box appear here." />}
    >
        <DataTable rowClick="show" bulkActionButtons={false} data-testid="newsletter-table">
            <Col source="email" label="Email" field={EmailField} />
            <Col source="subscribedAt" label="Subscribed at" render={r => formatDateTime(r.subscribedAt)} />
        </DataTable>
    </List>
);

const NewsletterTitle = () => {
    const record = useRecordContext<Subscription>();
    return <>{record ? `Subscriber: ${record.email}` : 'Subscriber'}</>;
};

export const NewsletterShow = () => (
    <Show title={<NewsletterTitle />} actions={<TopToolbar><ListButton label="All subscribers" /></TopToolbar>}>
        <SimpleShowLayout>
            <TextField source="email" label="Email" />
            <FunctionField<Subscription> label="Subscribed at" render={r => formatDateTime(r.subscribedAt)} />
        </SimpleShowLayout>
    </Show>
);
