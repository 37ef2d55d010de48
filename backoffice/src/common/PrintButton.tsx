import PrintIcon from '@mui/icons-material/Print';
import { GlobalStyles } from '@mui/material';
import { useContext } from 'react';
import { Button, ListContext } from 'react-admin';

/**
 * Spec 2.9 Print: the browser's print of the page as it is filtered, without the menu,
 * the app bar and the toolbars (only the table and its heading are printed). On a list with
 * nothing in it, disabled as Export is (a record's page has no list: always enabled).
 */
export const PrintButton = ({ testId = 'print' }: { testId?: string }) => {
    const list = useContext(ListContext);
    return (
        <>
            <GlobalStyles
                styles={{
                    '@media print': {
                        // The menu's drawer is RaSidebar-docked (a phone's RaSidebar-modal): react-admin's Sidebar sets no -root class.
                        '.RaSidebar-root, .RaSidebar-docked, .RaSidebar-modal, .RaAppBar-root, header.MuiAppBar-root, .RaList-actions, .RaTopToolbar-root, .RaFilterForm-root, .MuiTablePagination-root, .RaBulkActionsToolbar-root': {
                            display: 'none !important',
                        },
                        '.RaLayout-appFrame': { marginTop: '0 !important' },
                        '.RaList-content': { overflow: 'visible !important', boxShadow: 'none !important' },
                    },
                }}
            />
            <Button label="Print" onClick={() => window.print()} data-testid={testId} disabled={list?.total === 0}>
                <PrintIcon />
            </Button>
        </>
    );
};
