// English strings of the business area's dashboard screens, key for key with dashboard.no.ts.
import type { Messages } from "../messages";

const dashboardEn: Messages["dashboard"] = {};

export default dashboardEn;
