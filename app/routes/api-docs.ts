import openapi from "../../docs/openapi.json";

/** GET /api/docs: the partner API's OpenAPI 3.1 document. */
export function loader() {
  return Response.json(openapi, { headers: { "Cache-Control": "public, max-age=300" } });
}
