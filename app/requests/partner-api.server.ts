// Every /api/business/* answer is JSON, errors included: a thrown data(…, status) becomes that
// status with its JSON body, the database away a JSON 503, anything unexpected a JSON 500
// without details.
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { isDatabaseUnavailable } from "#db/database-unavailable.server";
import { translator } from "#i18n/dictionaries.server";
import { languageFromRequest } from "./language.server";

// React Router exports the class of data(…)'s value only as a type, so recognise it by its tag.
function isThrownData(value: unknown): value is DataWithResponseInit<unknown> {
  return typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit";
}

const HEADERS = {
  // Partner numbers are private: no shared cache may keep them, and the answer depends on who asks.
  "Cache-Control": "private, no-store",
  Vary: "Cookie, Authorization",
};

export async function jsonApi(request: Request, answer: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await answer(), { headers: HEADERS });
  } catch (error) {
    if (isThrownData(error)) {
      return Response.json(error.data, { status: error.init?.status ?? 500, headers: HEADERS });
    }
    if (isDatabaseUnavailable(error)) {
      const message = translator(languageFromRequest(request))("errors.serverErrorText");
      return Response.json(
        { error: "unavailable", message },
        { status: 503, headers: { ...HEADERS, "Retry-After": "5" } },
      );
    }
    console.error(error);
    return Response.json({ error: "internal", message: "Something went wrong" }, { status: 500, headers: HEADERS });
  }
}
