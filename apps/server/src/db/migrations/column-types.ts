/** The column types that differ between the two databases, as the migrations write them. */
export interface ColumnTypes {
  blob: string;
  serial: string;
  double: string;
}

export function columnTypes(dialect: 'sqlite' | 'postgres'): ColumnTypes {
  return dialect === 'postgres'
    ? // PostgreSQL's real has 6 digits: 0.3 would come back as 0.30000001.
      { blob: 'bytea', serial: 'serial', double: 'double precision' }
    : { blob: 'blob', serial: 'integer', double: 'real' };
}
