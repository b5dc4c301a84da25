// Unknown /api/* paths answer JSON, not the HTML 404 page: API clients parse every answer.
const notFound = () =>
  Response.json({ error: "notFound", message: "No such API endpoint; see /api/docs" }, { status: 404 });

export const loader = notFound;
export const action = notFound;
