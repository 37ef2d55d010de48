import { Stack } from '@mui/material';
import {
    EditButton,
    FunctionField,
    Labeled,
    ListButton,
    NumberField,
    Show,
    TabbedShowLayout,
    TextField,
    TopToolbar,
    useRecordContext,
    WithRecord,
} from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { formatDate, formatDateTime } from '../dates';
import { AsOfTab } from '../history/AsOfTab';
import { HistoryTab } from '../history/HistoryTab';
import { formatRupees } from '../money';
import { RateHistoryChart } from './RateHistoryChart';
import { TrendIndicator } from './Trend';
import { categoryName, Rate } from './types';

const RateShowTitle = () => {
    const record = useRecordContext<Rate>();
    return <>{record ? `Rate: ${record.productName}` : 'Rate'}</>;
};

const RateShowActions = () => {
    const record = useRecordContext<Rate>();
    return (
        <TopToolbar>
            <ListButton label="All rates" />
            {record?.status !== 'delisted' && <EditButton label="Update rate" />}
        </TopToolbar>
    );
};

export const RateShow = () => (
    <Show title={<RateShowTitle />} actions={<RateShowActions />}>
        <TabbedShowLayout>
            <TabbedShowLayout.Tab label="Details" data-testid="tab-details">
                <TextField source="productName" label="Product Name" />
                <FunctionField<Rate>
                    label="Status"
                    render={r => (r.status === 'delisted' ? <StatusChip label="Delisted: off the public list" tone="grey" testId="rate-status" /> : <StatusChip label="Listed" tone="green" testId="rate-status" />)}
                />
                <FunctionField<Rate> label="Category" render={r => categoryName(r.category)} />
                <Stack direction="row" spacing={6}>
                    <Labeled label="Previous Rate">
                        <FunctionField<Rate> render={r => formatRupees(r.previousRate)} />
                    </Labeled>
                    <Labeled label="Current Rate">
                        <FunctionField<Rate> render={r => <strong data-testid="show-current-rate">{formatRupees(r.currentRate)}</strong>} />
                    </Labeled>
                    <Labeled label="Unit">
                        <TextField source="unit" />
                    </Labeled>
                </Stack>
                <FunctionField<Rate>
                    label="Change"
                    render={r => <TrendIndicator trend={r.trend} previous={r.previousRate} current={r.currentRate} showDelta />}
                />
                <FunctionField<Rate> label="Updated On" render={r => formatDate(r.date)} />
                <FunctionField<Rate> label="Last change at" render={r => formatDateTime(r.updatedAt)} />
                <NumberField source="changeCount" label="Number of changes" emptyText="0" locales="en-IN" />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="Chart" path="chart" data-testid="tab-chart">
                <WithRecord<Rate> render={r => <RateHistoryChart rateId={String(r.id)} unit={r.unit} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="History" path="history" data-testid="tab-history">
                <WithRecord<Rate> render={r => <HistoryTab resource="rates" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
            <TabbedShowLayout.Tab label="As of" path="as-of" data-testid="tab-as-of">
                <WithRecord<Rate> render={r => <AsOfTab resource="rates" id={String(r.id)} />} />
            </TabbedShowLayout.Tab>
        </TabbedShowLayout>
    </Show>
);

export default RateShow;
