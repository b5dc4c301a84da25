// Bokmål strings of the business area's dashboard screens (kept apart so each screen's texts are easy to find).
const dashboardNo = {};

export default dashboardNo;
