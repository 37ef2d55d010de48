import TodayIcon from '@mui/icons-material/Today';
import { Box } from '@mui/material';
import {
    Button,
    CreateButton,
    DataTable,
    EditButton,
    ExportButton,
    List,
    SearchInput,
    SelectInput,
    TopToolbar,
} from 'react-admin';
import { formatDate } from '../dates';
import { formatRupees } from '../money';
import { LastUpdated } from './LastUpdated';
import { TrendIndicator } from './Trend';
import { categoryName, Rate, RATE_CATEGORIES } from './types';

const rateFilters = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Search product name" />,
    <SelectInput key="category" source="category" label="Category" choices={RATE_CATEGORIES} alwaysOn emptyText="All categories" />,
];

const RateListActions = () => (
    <TopToolbar>
        <CreateButton label="Add New Rate" data-testid="add-rate" />
        <Button label="Update Daily Rates" to="/rates/daily" data-testid="update-daily-rates" variant="contained">
            <TodayIcon />
        </Button>
        <ExportButton />
    </TopToolbar>
);

const Col = DataTable.Col<Rate>;

export const RateList = () => (
    <List
        title="Wholesale Rates"
        filters={rateFilters}
        actions={<RateListActions />}
        sort={{ field: 'category', order: 'ASC' }}
        perPage={25}
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        <Box sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
            <LastUpdated />
        </Box>
        <DataTable
            rowClick="show"
            bulkActionButtons={false}
            data-testid="rates-table"
            sx={{ '& .MuiTableCell-body:not(.column-productName)': { whiteSpace: 'nowrap' }, '& .MuiTableCell-body.column-productName': { minWidth: 180 } }}
        >
            <Col source="productName" label="Product Name" />
            <Col source="category" label="Category" render={r => categoryName(r.category)} />
            <Col source="previousRate" label="Previous Rate" align="right" render={r => formatRupees(r.previousRate)} />
            <Col
                source="currentRate"
                label="Current Rate"
                align="right"
                render={r => <strong data-testid="current-rate">{formatRupees(r.currentRate)}</strong>}
            />
            <Col source="unit" label="Unit" />
            <Col
                source="trend"
                label="Change"
                render={r => <TrendIndicator trend={r.trend} previous={r.previousRate} current={r.currentRate} showDelta />}
            />
            <Col source="date" label="Updated On" render={r => formatDate(r.date ?? r.updatedAt)} />
            <Col label="Actions" align="right" disableSort>
                <EditButton label="Update" />
            </Col>
        </DataTable>
    </List>
);

export default RateList;
