import { recordsToCsv } from '@bazaar/common';
import { downloadCSV, ExportButton, type Exporter, type ExportButtonProps } from 'react-admin';

/**
 * Export on every list: the records as filtered, one CSV row per record (nested values in
 * readable columns, an order's items as '2 x Ragi Millet Cookies; 1 x Leather Wallet'), every
 * cell a spreadsheet would run as a formula kept as text, the rule the server's CSVs follow.
 * react-admin's own exporter (jsonexport) wrote formulas live and spilled lists over rows.
 */
export const csvExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) => downloadCSV(recordsToCsv(records), resource);

export const CsvExportButton = (props: ExportButtonProps) => <ExportButton exporter={csvExporter} {...props} />;
