import { Chip, Tooltip, Typography } from '@mui/material';
import { DataTable, List, SelectInput } from 'react-admin';
import { formatDateTime } from '../dates';

interface Projection {
    id: string;
    name: string;
    version: number;
    collection: string;
    position: number;
    head: number;
    lag: number;
    state: 'building' | 'live' | 'parked' | 'superseded';
    parkedEventId: string | null;
    parkedEventType: string | null;
    parkedPosition: number | null;
    parkedError: string | null;
    parkedAt: string | null;
}

const Col = DataTable.Col<Projection>;

const STATE_COLOURS = { live: 'success', building: 'info', parked: 'error', superseded: 'default' } as const;
const STATES = [
    { id: 'live', name: 'Live' },
    { id: 'building', name: 'Building' },
    { id: 'parked', name: 'Parked' },
    { id: 'superseded', name: 'Superseded' },
];

const StateChip = ({ record }: { record: Projection }) => (
    <Chip size="small" color={STATE_COLOURS[record.state]} label={record.state} data-testid={`projection-state-${record.name}`} />
);

/** Where a parked projection stopped: the event that cannot be applied, and why. */
const Parked = ({ record }: { record: Projection }) =>
    record.state === 'parked' ? (
        <Tooltip title={`Event ${record.parkedEventId}, parked ${record.parkedAt ? formatDateTime(record.parkedAt) : ''}`}>
            <Typography variant="body2" color="error">
                {record.parkedEventType} at {record.parkedPosition}: {record.parkedError}
            </Typography>
        </Tooltip>
    ) : (
        <Typography variant="body2" color="text.secondary">—</Typography>
    );

/**
 * Read models and how far each has got in the log. A parked one stopped at a poison event
 * (the others go on); it retries by itself, and `npm run projections:rebuild` rebuilds it
 * beside the live collection once the cause is fixed.
 */
export const ProjectionList = () => (
    <List
        title="Projections"
        sort={{ field: 'name', order: 'ASC' }}
        filters={[<SelectInput key="state" source="state" choices={STATES} alwaysOn />]}
        perPage={50}
        pagination={false}
        exporter={false}
        // a phone scrolls the table inside the card instead of sliding the page sideways
        sx={{ '& .RaList-content': { overflowX: 'auto' } }}
    >
        <DataTable rowClick={false} bulkActionButtons={false} data-testid="projections-table">
            <Col source="name" label="Read model" />
            <Col source="version" label="Version" />
            <Col source="collection" label="Collection" disableSort />
            <Col source="position" label="Position" />
            <Col source="head" label="Log head" disableSort />
            <Col source="lag" label="Lag" />
            <Col source="state" label="State" render={record => <StateChip record={record} />} />
            <Col label="Parked at" disableSort render={record => <Parked record={record} />} />
        </DataTable>
    </List>
);
