// The chart itself (recharts), loaded on its own after hydration by performance-chart.tsx.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface ChartRow {
  label: string;
  views: number;
  sales: number;
}

export default function ChartDrawing({
  rows,
  viewsName,
  salesName,
}: {
  rows: ChartRow[];
  viewsName: string;
  salesName: string;
}) {
  return (
    <ResponsiveContainer width="100%" height={400}>
      <BarChart data={rows} margin={{ top: 10, right: 10, bottom: 10, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
        <XAxis dataKey="label" tick={{ fontSize: 12, fill: "#334155" }} minTickGap={12} />
        <YAxis
          yAxisId="views"
          allowDecimals={false}
          tick={{ fontSize: 12, fill: "#334155" }}
          label={{ value: viewsName, angle: -90, position: "insideLeft", fill: "#334155" }}
        />
        <YAxis yAxisId="sales" orientation="right" allowDecimals={false} tick={{ fontSize: 12, fill: "#334155" }} />
        <Tooltip />
        <Legend />
        <Bar yAxisId="views" dataKey="views" name={viewsName} fill="#e11d48" />
        <Bar yAxisId="sales" dataKey="sales" name={salesName} fill="#0f766e" />
      </BarChart>
    </ResponsiveContainer>
  );
}
