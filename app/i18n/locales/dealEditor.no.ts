// Bokmål strings of the business area's dealEditor screens (kept apart so each screen's texts are easy to find).
const dealEditorNo = {};

export default dealEditorNo;
