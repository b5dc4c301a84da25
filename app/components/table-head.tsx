/** A table's column headings; `{ hidden }` for a column named for screen readers only, such as one of buttons. */
export function TableHead({ columns }: { columns: readonly (string | { hidden: string })[] }) {
  return (
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
  );
}
