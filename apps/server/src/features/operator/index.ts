// The operator console as other features and the tools use it: the audit log and the grants.
export { recordOperatorAction } from './audit';
export { grantOperator, revokeOperator } from './grants';
export { operatorsOnly, type Operator } from './access';
