/** Marketplace categories (publishing-marketplace-users §3), value and label. */
export const MARKETPLACE_CATEGORIES = [
  { value: 'ecommerce-retail', label: 'E-Commerce & Retail' },
  { value: 'education-training', label: 'Education & Training' },
  { value: 'hr-hiring-teams', label: 'HR /Hiring & Teams' },
  { value: 'events-bookings', label: 'Events & Bookings' },
  { value: 'operations-logistics', label: 'Operations & Logistics' },
  { value: 'finance-accounting', label: 'Finance & Accounting' },
  { value: 'sales-crm', label: 'Sales & CRM' },
  { value: 'real-estate-property', label: 'Real Estate & Property' },
  { value: 'personal-lifestyle', label: 'Personal & Lifestyle' },
  { value: 'project-task-management', label: 'Project & Task Management' },
  { value: 'other', label: 'Other' },
] as const;

export function categoryLabel(value: string | undefined): string | undefined {
  return MARKETPLACE_CATEGORIES.find((category) => category.value === value)?.label;
}
