// The names of the cookies that make a request personal. The page cache (here in server/) must
// know them to tell a shared page from a personal one; the app's guards and readers set them.
export const SESSION_COOKIE = "session";
export const FLASH_COOKIE = "flash";
export const GUEST_ORDERS_COOKIE = "orders";
