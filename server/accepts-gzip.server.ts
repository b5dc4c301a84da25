// Whether an Accept-Encoding header allows a gzip answer: "gzip" (or "*") with a weight above 0.
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const weights = new Map<string, number>();
  for (const item of header.toLowerCase().split(",")) {
    const [coding = "", ...params] = item.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  const gzip = weights.get("gzip") ?? weights.get("x-gzip") ?? weights.get("*");
  return gzip !== undefined && gzip > 0;
}
