// Bokmål strings of the business area's consultation screens (kept apart so each screen's texts are easy to find).
const consultationNo = {};

export default consultationNo;
