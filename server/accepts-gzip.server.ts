// Whether an Accept-Encoding header allows an answer in a coding: the coding (or "*") with a
// weight above 0.
function weights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const item of header.toLowerCase().split(",")) {
    const [coding = "", ...params] = item.split(";").map((part) => part.trim());
    const q = params.find((param) => param.startsWith("q="));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)) || 0);
  }
  return weights;
}

export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  const all = weights(header);
  const gzip = all.get("gzip") ?? all.get("x-gzip") ?? all.get("*");
  return gzip !== undefined && gzip > 0;
}

export function acceptsBrotli(header: string | undefined): boolean {
  if (!header) return false;
  const all = weights(header);
  const br = all.get("br") ?? all.get("*");
  return br !== undefined && br > 0;
}
