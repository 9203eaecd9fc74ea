/** One problem of a CSV file or line: the column (or `file`), an i18n key and its values. */
export interface CsvIssue {
  field: string;
  key: string;
  vars?: Record<string, string | number>;
}
