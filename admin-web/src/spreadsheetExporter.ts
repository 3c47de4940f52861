import { defaultExporter, type Exporter } from 'react-admin';
import { spreadsheetValues } from '@club/core';

/**
 * react-admin's CSV export of a list, with text that a spreadsheet would run as a formula (a fan
 * named `=HYPERLINK(...)`) neutralised by the same rule as the API's exports.
 */
export const spreadsheetExporter: Exporter = (records, fetchRelatedRecords, dataProvider, resource) =>
  defaultExporter(spreadsheetValues(records), fetchRelatedRecords, dataProvider, resource);
