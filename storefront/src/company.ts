/**
 * The operator's published contact details and social profiles, shown in the footer and on /contact.
 * Kept in one place so the real registered details can be filled in before launch.
 */
export const COMPANY = {
  legalName: 'Bazaar Marketplace Private Limited',
  phone: '+91 22 4890 5100',
  phoneHref: 'tel:+912248905100',
  email: 'support@bazaar.example',
  grievanceEmail: 'grievance@bazaar.example',
  social: [
    { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/bazaar.in' },
    { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/bazaar.in' },
    { id: 'x', label: 'X', href: 'https://x.com/bazaar_in' },
    { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/bazaar-in' },
    { id: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@bazaar-in' },
  ],
} as const;
