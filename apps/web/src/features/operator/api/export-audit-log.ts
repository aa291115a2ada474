/**
 * The whole audit log as CSV, oldest first: a plain download the browser saves (its
 * Content-Disposition names the file), so there is no fetch to make here, only the address.
 */
export const auditCsvPath = '/api/operator/audit.csv';
