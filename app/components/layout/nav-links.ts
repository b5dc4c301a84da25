// The main navigation, exactly as the spec lists it; the header and the mobile menu share it.
export const MAIN_NAV = [
  { to: "/deals", key: "nav.deals" },
  { to: "/offers/beauty", key: "nav.beauty" },
  { to: "/offers/photography", key: "nav.photography" },
  { to: "/business", key: "nav.business" },
  { to: "/about", key: "nav.about" },
  { to: "/contact", key: "nav.contact" },
] as const;
