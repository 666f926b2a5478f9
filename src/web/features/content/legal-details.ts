// Addresses quoted in the legal pages; the operator replaces them with their own.
export const CONTACT_EMAIL_PRIVACY = 'privacy@freshmarket.ca';
export const CONTACT_EMAIL_LEGAL = 'legal@freshmarket.ca';
