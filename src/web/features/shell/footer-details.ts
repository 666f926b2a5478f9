// The operator's public details shown in the footer. Placeholders until the operator supplies real ones:
// the phone number uses the reserved 555-01xx range and the social links point at the networks' home pages.
export const CONTACT_EMAIL = 'hello@freshmarket.ca';
export const CONTACT_PHONE_DISPLAY = '+1 (416) 555-0142';
export const CONTACT_PHONE_TEL = '+14165550142';
export const CONTACT_CITY = 'Guelph, Ontario, Canada';

export const SOCIAL_LINKS = {
  facebook: 'https://www.facebook.com/',
  x: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/',
  instagram: 'https://www.instagram.com/',
} as const;
