/**
 * PostgreSQL: a module's writes joined to another module's statement as data-modifying CTEs (decision 0101), so one
 * round trip does both. The module that owns the tables writes the text; the statement that hosts it knows only this
 * shape: it numbers the parameters (`param` answers a placeholder such as `$7`), names the row it makes (`madeId`, an
 * SQL expression such as `(SELECT id FROM o)`), may give a `gate` (an SQL condition the first write must wait for and
 * meet, such as another CTE's `EXISTS`), and selects the joined write's `answer` (one SQL value) beside its own.
 */
export interface JoinedWrite {
  sql(at: { param: (value: unknown) => string; madeId: string; gate: string | null }): {
    /** `name AS (…)` clauses, comma-separated, for the host's WITH; their names start with the write's own prefix */
    ctes: string;
    /** one SQL expression of the CTEs above, which the host selects */
    answer: string;
  };
}
