import { sql } from 'drizzle-orm';
import { BATCHED_STATEMENT_PLANNING, type Database } from '../db/client';
import { executeRows } from '../db/execute';
import type { RawStatement } from '../db/raw-query';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * How a batched statement's plan, made once per connection with its connections' settings (decision 13), reads
 * `tables`, after `analyze` has told the planner their sizes: one line per read, "<node> <table> <index>", sorted.
 */
export async function genericPlanReads(
  db: Database,
  statement: RawStatement,
  parameterTypes: string[],
  literals: string[],
  tables: string[],
): Promise<string[]> {
  const plan = await db.transaction(async (tx) => {
    for (const table of tables) await tx.execute(sql.raw(`analyze ${table}`));
    for (const [name, value] of Object.entries(BATCHED_STATEMENT_PLANNING)) await tx.execute(sql.raw(`set local ${name} = '${value}'`));
    await tx.execute(sql.raw(`prepare plan_under_test(${parameterTypes.join(', ')}) as ${statement.text}`));
    const [row] = await executeRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(tx, sql.raw(`explain (format json) execute plan_under_test(${literals.join(', ')})`));
    await tx.execute(sql`deallocate plan_under_test`);
    return row!['QUERY PLAN'][0].Plan;
  });
  return nodesOf(plan)
    .filter((node) => node['Relation Name'] !== undefined && tables.includes(node['Relation Name']))
    .map((node) => `${node['Node Type']} ${node['Relation Name']} ${node['Index Name'] ?? ''}`.trim())
    .sort();
}

/** A statement's parameter types, from the casts it writes where it takes each one (`$1::int[]`, …). */
export function parameterTypesOf(statement: RawStatement): string[] {
  const types = new Map<number, string>();
  for (const [, index, type] of statement.text.matchAll(/\$(\d+)::([a-z]+(?:\[\])?)/g)) types.set(Number(index), type!);
  return [...types.keys()].sort((a, b) => a - b).map((index) => types.get(index)!);
}
