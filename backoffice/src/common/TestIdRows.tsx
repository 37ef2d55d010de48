import type { ComponentType } from 'react';
import { DataTableBody, type DataTableBodyProps, DataTableRow, type DataTableRowProps, useRecordContext } from 'react-admin';

/**
 * A DataTable `body` whose rows carry `data-testid={testId}` and `data-id={record.id}`,
 * so a browser test can find one record's row.
 */
export const bodyWithRowTestId = (testId: string): ComponentType<DataTableBodyProps> => {
    const Row = (props: DataTableRowProps) => {
        const record = useRecordContext();
        return <DataTableRow {...props} {...({ 'data-testid': testId, 'data-id': record?.id } as object)} />;
    };
    const Body = (props: DataTableBodyProps) => <DataTableBody {...props} row={Row} />;
    return Body;
};
