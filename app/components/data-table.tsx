import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/** A column's heading; `{ hidden }` names a column for screen readers only, such as one of buttons. */
export type Column = string | { hidden: string };

type WithChildren = { children?: ReactNode };

/**
 * A list as a table: column headings, then the rows given as children. Below 640 px each row
 * becomes a card (app/app.css, `.data-table`); each cell of a `<tr>` given here directly gets its
 * column's heading as `data-label`, which the card shows above the cell's value.
 */
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
  const labels = columns.map((column) => (typeof column === "string" ? column : ""));
  return (
    <table className="data-table w-full text-left text-sm" data-testid={testId}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="border-b border-slate-300 text-slate-700">
        <tr>
          {columns.map((column) => (
            <th key={typeof column === "string" ? column : column.hidden} scope="col" className="py-2">
              {typeof column === "string" ? column : <span className="sr-only">{column.hidden}</span>}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{Children.map(children, (row) => labelledRow(row, labels))}</tbody>
    </table>
  );
}

function labelledRow(row: ReactNode, labels: readonly string[]): ReactNode {
  if (!isValidElement<WithChildren>(row) || row.type !== "tr") return row;
  let column = 0;
  const cells = Children.map(row.props.children, (cell) => {
    if (!isValidElement<WithChildren>(cell) || cell.type !== "td") return cell;
    const label = labels[column++] ?? "";
    return cloneElement(cell as ReactElement<WithChildren & { "data-label"?: string }>, {
      "data-label": label,
    });
  });
  return cloneElement(row, undefined, cells);
}
