/** A node of PostgreSQL's `EXPLAIN (FORMAT JSON)`, with the fields read here. */
export type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
};

/** A read of a whole table in a plan: a sequential scan, or an index read end to end. */
export type WholeRead = { table: string; through: 'sequential scan' | string };

/**
 * The whole-table reads in a plan: each sequential scan, and each index read with no condition and
 * no limit above it to stop it early (an ordered read of the newest ten is not a whole read).
 */
export function wholeReads(plan: PlanNode, underLimit = false): WholeRead[] {
  const table = plan['Relation Name'];
  const type = plan['Node Type'];
  const found: WholeRead[] = [];
  if (table && type === 'Seq Scan') found.push({ table, through: 'sequential scan' });
  if (table && (type === 'Index Scan' || type === 'Index Only Scan') && !plan['Index Cond'] && !underLimit)
    found.push({ table, through: plan['Index Name'] ?? 'an index' });
  const limited = underLimit || type === 'Limit';
  return [...found, ...(plan.Plans ?? []).flatMap((child) => wholeReads(child, limited))];
}
