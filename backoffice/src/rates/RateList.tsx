import TodayIcon from '@mui/icons-material/Today';
import { Box, Button as MuiButton, Typography, useMediaQuery, type Theme } from '@mui/material';
import { Link } from 'react-router-dom';
import { CreateButton, DataTable, EditButton, List, SearchInput, SelectInput, TopToolbar, useCanAccess } from 'react-admin';
import { StatusChip } from '../common/StatusChip';
import { formatDate } from '../dates';
import { formatRupees } from '../money';
import { LastUpdated } from './LastUpdated';
import { TrendIndicator } from './Trend';
import { categoryName, Rate, RATE_CATEGORIES } from './types';
import { PrintButton } from '../common/PrintButton';
import { CsvExportButton } from '../common/CsvExportButton';
import { EmptyList } from '../common/EmptyList';

/** What the table says when nothing is listed. */
const emptyList = <EmptyList title="No rates yet" text="Rates added to the daily list appear here." />;

const rateFilters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search product name" />,
    <SelectInput key="category" source="category" label="Category" choices={RATE_CATEGORIES} alwaysOn emptyText="All categories" />,
    <SelectInput
        key="status"
        source="status"
        label="Shown"
        choices={[
            { id: 'listed', name: 'Listed' },
            { id: 'delisted', name: 'Delisted' },
        ]}
        emptyText="Listed and delisted"
    />,
];

/** A real link to the custom route (react-admin's Button renders no href for it). */
const UpdateDailyRatesButton = () => {
    const { canAccess } = useCanAccess({ resource: 'rates', action: 'edit' });
    if (!canAccess) return null;
    return (
        <MuiButton component={Link} to="/rates/daily" variant="contained" size="small" startIcon={<TodayIcon />} data-testid="update-daily-rates">
            Update Daily Rates
        </MuiButton>
    );
};

const RateListActions = () => (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
        <CreateButton label="Add New Rate" data-testid="add-rate" />
        <UpdateDailyRatesButton />
        <CsvExportButton />
        <PrintButton />
    </TopToolbar>
);

const Col = DataTable.Col<Rate>;

const Delisted = ({ rate }: { rate: Rate }) => (rate.status === 'delisted' ? <StatusChip label="Delisted" tone="grey" testId="rate-delisted-chip" /> : null);

/** Desktop: every column. */
const WideTable = () => (
    <DataTable
        empty={emptyList}
        rowClick="show"
        bulkActionButtons={false}
        data-testid="rates-table"
        sx={{ '& .MuiTableCell-body:not(.column-productName)': { whiteSpace: 'nowrap' }, '& .MuiTableCell-body.column-productName': { minWidth: 180 } }}
    >
        <Col source="productName" label="Product Name" render={r => (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                {r.productName} <Delisted rate={r} />
            </Box>
        )} />
        <Col source="category" label="Category" render={r => categoryName(r.category)} />
        <Col source="previousRate" label="Previous Rate" align="right" render={r => formatRupees(r.previousRate)} />
        <Col source="currentRate" label="Current Rate" align="right" render={r => <strong data-testid="current-rate">{formatRupees(r.currentRate)}</strong>} />
        <Col source="unit" label="Unit" />
        <Col source="trend" label="Change" render={r => <TrendIndicator trend={r.trend} previous={r.previousRate} current={r.currentRate} showDelta />} />
        <Col source="date" label="Updated On" render={r => formatDate(r.date ?? r.updatedAt)} />
        <Col label="Actions" align="right" disableSort>
            <EditButton label="Update" />
        </Col>
    </DataTable>
);

/** A phone: product (with category and date under it), current rate per unit, and the trend. */
const NarrowTable = () => (
    <DataTable empty={emptyList} rowClick="show" bulkActionButtons={false} data-testid="rates-table" size="small">
        <Col source="productName" label="Product" render={r => (
            <>
                {r.productName} <Delisted rate={r} />
                <Typography variant="caption" color="text.secondary" component="div">
                    {categoryName(r.category)} · {formatDate(r.date ?? r.updatedAt)}
                </Typography>
            </>
        )} />
        <Col source="currentRate" label="Current Rate" align="right" render={r => (
            <>
                <strong data-testid="current-rate" style={{ whiteSpace: 'nowrap' }}>{formatRupees(r.currentRate)}</strong>
                <Typography variant="caption" color="text.secondary" component="div">per {r.unit}</Typography>
                <TrendIndicator trend={r.trend} />
            </>
        )} />
    </DataTable>
);

export const RateList = () => {
    const narrow = useMediaQuery<Theme>(theme => theme.breakpoints.down('md'));
    return (
        <List
            // Kept when empty: its toolbar (Export, Print) stays; the table says so.
            empty={false}
            title="Wholesale Rates"
            filters={rateFilters}
            filterDefaultValues={{ status: 'listed' }}
            actions={<RateListActions />}
            sort={{ field: 'category', order: 'ASC' }}
            perPage={25}
            sx={{ '& .RaList-content': { overflowX: 'auto' } }}
        >
            <Box sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
                <LastUpdated />
            </Box>
            {narrow ? <NarrowTable /> : <WideTable />}
        </List>
    );
};

export default RateList;
