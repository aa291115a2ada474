import { describe, expect, it } from 'vitest';
import { wholeReads, type PlanNode } from './query-plan-scans';

const scan = (node: Partial<PlanNode> & Pick<PlanNode, 'Node Type'>): PlanNode => node;

describe('wholeReads', () => {
  it('names a sequential scan anywhere in the plan', () => {
    const plan = scan({
      'Node Type': 'Nested Loop',
      Plans: [
        scan({ 'Node Type': 'Index Scan', 'Relation Name': 'appointments', 'Index Cond': '(id = $1)' }),
        scan({ 'Node Type': 'Seq Scan', 'Relation Name': 'campaigns' }),
      ],
    });
    expect(wholeReads(plan)).toEqual([{ table: 'campaigns', through: 'sequential scan' }]);
  });

  it('names an index read with no condition, unless a limit stops it early', () => {
    const whole = scan({ 'Node Type': 'Index Scan', 'Relation Name': 'messages', 'Index Name': 'messages_pkey' });
    expect(wholeReads(whole)).toEqual([{ table: 'messages', through: 'messages_pkey' }]);
    expect(wholeReads(scan({ 'Node Type': 'Limit', Plans: [whole] }))).toEqual([]);
  });

  it('passes reads through an index condition and bitmap scans', () => {
    const plan = scan({
      'Node Type': 'Bitmap Heap Scan',
      'Relation Name': 'appointments',
      Plans: [scan({ 'Node Type': 'Bitmap Index Scan', 'Index Cond': '(washer_id = $1)' })],
    });
    expect(wholeReads(plan)).toEqual([]);
  });
});
