// English strings of the business area's business screens, key for key with business.no.ts.
import type { Messages } from "../messages";

const businessEn: Messages["business"] = {};

export default businessEn;
