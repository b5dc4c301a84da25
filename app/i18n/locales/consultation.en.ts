// English strings of the business area's consultation screens, key for key with consultation.no.ts.
import type { Messages } from "../messages";

const consultationEn: Messages["consultation"] = {};

export default consultationEn;
