// Bokmål strings of the business area's business screens (kept apart so each screen's texts are easy to find).
const businessNo = {};

export default businessNo;
