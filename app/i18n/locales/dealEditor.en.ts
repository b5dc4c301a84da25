// English strings of the business area's dealEditor screens, key for key with dealEditor.no.ts.
import type { Messages } from "../messages";

const dealEditorEn: Messages["dealEditor"] = {};

export default dealEditorEn;
