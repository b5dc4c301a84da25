import type { ReactNode } from "react";

/** A column's heading; `{ hidden }` names a column for screen readers only, such as one of buttons. */
export type Column = string | { hidden: string };

/** A list as a table: column headings, then the rows given as children. */
export function DataTable({
  columns,
  caption,
  testId,
  children,
}: {
  columns: readonly Column[];
  /** Names the table for screen readers. */
  caption?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <table className="w-full text-left text-sm" data-testid={testId}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="border-b border-slate-300 text-slate-700">
        <tr>
          {columns.map((column, i) => (
            <th
              key={typeof column === "string" ? column : column.hidden}
              scope="col"
              className={i < columns.length - 1 ? "py-2 pr-4" : "py-2"}
            >
              {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
