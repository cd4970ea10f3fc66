/** SQL literals for the generated data migration. */
export type SqlValue = string | number | boolean | null | readonly string[];

export const literal = (value: SqlValue): string => {
  if (value === null) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value))
    return value.length === 0 ? "'{}'::text[]" : `array[${value.map(literal).join(', ')}]::text[]`;
  return `'${String(value).replace(/'/g, "''")}'`;
};

/** One multi-row insert per table, in chunks so no single statement grows without bound. */
export const insertRows = (
  table: string,
  columns: readonly string[],
  rows: readonly (readonly SqlValue[])[],
  chunk = 500,
): string => {
  const statements: string[] = [];
  for (let start = 0; start < rows.length; start += chunk) {
    const values = rows
      .slice(start, start + chunk)
      .map((row) => {
        if (row.length !== columns.length)
          throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
        return `  (${row.map(literal).join(', ')})`;
      })
      .join(',\n');
    statements.push(`insert into ${table} (${columns.join(', ')}) values\n${values}\non conflict do nothing;`);
  }
  return statements.join('\n');
};
