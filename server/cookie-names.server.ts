// The names of the cookies the server sets. The page cache (here in server/) must know them to
// tell a shared page from a personal one; the app's guards and readers set them.
//
// In production every one of them is Secure, so they carry the __Host- prefix: a browser then
// takes such a cookie only from this exact host over HTTPS, with Path=/ and no Domain, so a
// sibling subdomain or a plain-HTTP answer cannot plant a session cookie. Development
// and tests run over plain HTTP, where a __Host- cookie would be refused: plain names there.
// (The `language` cookie, read by the page's own script and carrying nothing secret, keeps its
// name everywhere.)
const PREFIX = process.env.NODE_ENV === "production" ? "__Host-" : "";

export const SESSION_COOKIE = `${PREFIX}session`;
export const FLASH_COOKIE = `${PREFIX}flash`;
export const GUEST_ORDERS_COOKIE = `${PREFIX}orders`;
