import { DataTable, EmailField, ExportButton, FunctionField, List, Show, SimpleShowLayout, TextField, TopToolbar, useRecordContext } from 'react-admin';
import { formatDateTime } from '../dates';

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
        actions={<TopToolbar><ExportButton /></TopToolbar>}
        perPage={25}
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
    <Show title={<NewsletterTitle />}>
        <SimpleShowLayout>
            <TextField source="email" label="Email" />
            <FunctionField<Subscription> label="Subscribed at" render={r => formatDateTime(r.subscribedAt)} />
        </SimpleShowLayout>
    </Show>
);
